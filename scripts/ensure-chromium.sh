#!/usr/bin/env bash
# Browser tests run in Debian's Chromium (never a downloaded browser build: this machine
# and CI reach only the npm registry and Debian's packages). Installs it when missing and
# we are root; otherwise says what to install.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium not found at $CHROMIUM; installing Debian's chromium package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  exit 0
fi
echo "Browser tests need Chromium at $CHROMIUM." >&2
echo "Install it with:  sudo apt-get install chromium   (or set CHROMIUM_PATH to another Chromium binary)" >&2
exit 1
