#!/usr/bin/env bash
# System programs the tests need, from Debian's packages (this machine and CI reach only the
# npm registry and Debian): Chromium for the browser tests (never a downloaded browser
# build), the system fonts the screenshot baselines were drawn with (the site's own font is
# self-hosted, but the home page's dictionary entry uses the system serif, Liberation Serif,
# and its phonetic letters come from DejaVu Sans), and a Java runtime for the Nu HTML
# Checker. Installs what is missing when we are root; otherwise says what to install.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
fonts="$(fc-list 2>/dev/null || true)"
grep -q 'DejaVuSans.ttf' <<<"$fonts" || missing+=(fonts-dejavu-core)
grep -q 'LiberationSerif-Regular' <<<"$fonts" || missing+=(fonts-liberation)
command -v java >/dev/null || missing+=(default-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing from Debian: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The tests need: ${missing[*]}" >&2
echo "Install with:  sudo apt-get install ${missing[*]}   (or set CHROMIUM_PATH to another Chromium binary)" >&2
exit 1
