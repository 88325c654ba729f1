#!/usr/bin/env bash
# System programs the tests need, from Debian's packages (this machine and CI reach only the
# npm registry and Debian): Chromium for the browser tests (never a downloaded browser
# build), the system fonts the screenshot baselines were drawn with (the site's own font is
# self-hosted, but the home page's dictionary entry uses the system serif, Liberation Serif,
# and its phonetic letters come from DejaVu Sans), a Java runtime for the Nu HTML Checker,
# Caddy for the reverse-proxy test (tests/e2e/deploy.test.ts runs deploy/Caddyfile) and the
# sqlite3 shell; for the backups (docs/decisions/024): restic (the off-site copy), rclone (its append-only
# REST server, ADR 030), pgBackRest (PostgreSQL
# point-in-time recovery; its tests start their own cluster from Debian's postgresql) and
# promtool from prometheus (deploy/alerts.test.ts); logrotate reads deploy/postgresql-logrotate
# (its test was skipped without it). Installs what is missing when we are root;
# otherwise says what to install.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
fonts="$(fc-list 2>/dev/null || true)"
grep -q 'DejaVuSans.ttf' <<<"$fonts" || missing+=(fonts-dejavu-core)
grep -q 'LiberationSerif-Regular' <<<"$fonts" || missing+=(fonts-liberation)
command -v java >/dev/null || missing+=(default-jre-headless)
command -v caddy >/dev/null || missing+=(caddy)
command -v sqlite3 >/dev/null || missing+=(sqlite3)
command -v restic >/dev/null || missing+=(restic)
command -v rclone >/dev/null || missing+=(rclone)
command -v pgbackrest >/dev/null || missing+=(pgbackrest)
command -v promtool >/dev/null || missing+=(prometheus)
command -v logrotate >/dev/null || missing+=(logrotate)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing from Debian: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  # Debian's prometheus package starts a Prometheus server on :9090; the tests need only promtool.
  if [[ " ${missing[*]} " == *" prometheus "* ]]; then
    systemctl disable --now prometheus.service >/dev/null 2>&1 || true
  fi
  if [[ " ${missing[*]} " == *" caddy "* ]]; then
    # Debian's package enables and starts caddy.service, a web server on :80 with its own
    # Caddyfile. A test machine needs only the binary (the test starts its own Caddy on
    # loopback), so that service is stopped and disabled again.
    if [ -d /run/systemd/system ]; then
      systemctl disable --now caddy.service caddy-api.service >/dev/null 2>&1 || true
    else
      systemctl disable caddy.service >/dev/null 2>&1 || true
    fi
  fi
  exit 0
fi
echo "The tests need: ${missing[*]}" >&2
echo "Install with:  sudo apt-get install ${missing[*]}   (or set CHROMIUM_PATH to another Chromium binary)" >&2
echo "(Caddy's package starts caddy.service on :80; stop it with: sudo systemctl disable --now caddy)" >&2
exit 1
