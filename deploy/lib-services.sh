# Steps of deploy/install, continued (sourced): the content working copy, the first release,
# units, Caddy and the services (ADR 030).
# shellcheck shell=bash disable=SC2154

# The editor's working copy: the live version's files (its code refreshed from there on every
# install and update, so it builds what the servers run) with content/ under git, owned by
# redaktion with its own node_modules – nothing in it is ever run by root.
setup_content() {
  install -d -m 0750 -o redaktion -g redaktion "$CONTENT"
  local live
  live="$(cat "$APP/VERSION")"
  if [ "$(cat "$CONTENT/VERSION" 2>/dev/null)" != "$live" ]; then
    local keep=()
    [ -d "$CONTENT/content" ] && keep=(--exclude=./content)
    tar -C "$APP" --exclude=./node_modules --exclude=./build --exclude=./.installed "${keep[@]}" -cf - . |
      runuser -u redaktion -- tar -C "$CONTENT" -xf -
    # Its own copy of the live version's node_modules (the same lockfile, nothing fetched again).
    rm -rf "$CONTENT/node_modules"
    cp -a "$APP/node_modules" "$CONTENT/node_modules"
    chown -R redaktion:redaktion "$CONTENT/node_modules"
    # Keystatic's admin page, built now rather than at the editor's first start.
    npm_as redaktion "$CONTENT" npm run --silent editor:build >/dev/null
    changed "editor's working copy at code $live"
  fi
  if [ ! -d "$CONTENT/.git" ]; then
    runuser -u redaktion -- sh -c "cd '$CONTENT' && git init -q -b main && git add content &&
      git -c user.name=Installation -c user.email=redaktion@localhost commit -qm 'Inhalt bei der Installation'"
    changed "content repository $CONTENT/.git"
  fi
}

# The first release: the live version's build, as the editor would make it; later releases
# come from publishing.
first_release() {
  install -d -m 2750 -o redaktion -g mandatwerk "$RELEASES"
  [ -e "$RELEASES/current" ] && return 0
  local id
  id="$(date -u +%Y%m%dT%H%M%SZ)"
  cp -a "$APP/build" "$RELEASES/$id"
  chown -R redaktion:mandatwerk "$RELEASES/$id" && chmod -R g+rX,o-rwx "$RELEASES/$id"
  runuser -u redaktion -- ln -sfn "$id" "$RELEASES/current"
  printf '[{"id":"%s","at":"%s","author":"Installation"}]\n' "$id" "$(date -u +%FT%TZ)" |
    runuser -u redaktion -- tee "$RELEASES/history.json" >/dev/null
  changed "first release $id"
}

UNITS=(mandatwerk@.service mandatwerk-desk.service mandatwerk-editor.service mandatwerk-backup.service
  mandatwerk-backup.timer mandatwerk-notify@.service mandatwerk-log-retention.service mandatwerk-log-retention.timer)

write_units() {
  local unit before=$CHANGES
  for unit in "${UNITS[@]}"; do put 0644 root:root "/etc/systemd/system/$unit" <"$APP/deploy/$unit"; done
  put 0644 root:root /etc/systemd/journald.conf.d/mandatwerk-retention.conf <"$APP/deploy/journald-retention.conf"
  put 0755 root:root /usr/local/bin/mandatwerk <"$APP/deploy/mandatwerk"
  # pgBackRest runs as the cluster's owner, postgres: with PostgreSQL the backup job starts as
  # root (its code and settings are root's, ADR 030) and runs pgBackRest as postgres.
  local dropin=/etc/systemd/system/mandatwerk-backup.service.d/postgresql.conf
  if [ "$DATABASE" = postgresql ]; then
    # runuser is in /usr/sbin, which the unit's PATH leaves out.
    printf '[Service]\nUser=root\nGroup=root\nEnvironment=PATH=/opt/mandatwerk/app/node_modules/node/bin:/usr/sbin:/usr/bin:/sbin:/bin\n' |
      put 0644 root:root "$dropin"
  elif [ -f "$dropin" ]; then
    rm -f "$dropin" && changed "$dropin removed: the backup runs as mandatwerk"
  fi
  if [ "$CHANGES" != "$before" ]; then
    systemctl daemon-reload
    systemctl restart systemd-journald
  fi
}

write_caddy() {
  {
    echo "# Written by deploy/install from its answers."
    echo "SITE_ADDRESS=$SITE_DOMAIN"
    echo "EDITOR_ADDRESS=$EDITOR_DOMAIN"
    echo "CADDY_TLS=$([ "$TLS" = internal ] && echo internal || echo "${ACME_EMAIL:-$INBOX}")"
    echo "UPSTREAM=127.0.0.1:3000"
    [ -n "$EDITOR_ALLOW" ] && echo "EDITOR_ALLOW=$EDITOR_ALLOW"
    echo "CADDY_HTTP_PORT=$HTTP_PORT"
    echo "CADDY_HTTPS_PORT=$HTTPS_PORT"
    [ -n "$BIND" ] && echo "CADDY_BIND=$BIND"
  } | put 0644 root:root /etc/caddy/mandatwerk.env
  { cat "$APP/deploy/Caddyfile" && echo && echo "import redaktion.caddy"; } | put 0644 root:root /etc/caddy/Caddyfile
  put 0644 root:root /etc/caddy/redaktion.caddy <"$APP/deploy/Caddyfile.redaktion"
  put 0644 root:root /etc/systemd/system/caddy.service.d/mandatwerk.conf <"$APP/deploy/caddy-override.conf"
}

# Starts what is not running and restarts what a change touched (every change restarts all:
# simple, and a restart is a second with Caddy holding requests).
enable_services() {
  local services=(mandatwerk@3000 mandatwerk-desk mandatwerk-editor caddy)
  local timers=(mandatwerk-backup.timer mandatwerk-log-retention.timer)
  systemctl daemon-reload
  systemctl enable --quiet "${services[@]}" "${timers[@]}"
  local s
  for s in "${services[@]}" "${timers[@]}"; do
    if [ "$CHANGES" != 0 ]; then systemctl restart "$s"; elif ! systemctl is-active --quiet "$s"; then
      systemctl start "$s"
      changed "started $s"
    fi
  done
  # The servers answer before the doctor asks.
  local i
  for i in $(seq 1 60); do curl -fsS http://127.0.0.1:3000/healthz >/dev/null 2>&1 && break; sleep 1; done
  for part in editor desk; do
    for i in $(seq 1 60); do [ -S "/run/mandatwerk-$part/$part.sock" ] && break; sleep 1; done
  done
  # The first backup (and off-site copy) now, not in 15 minutes: the doctor expects one.
  if [ ! -s /var/lib/mandatwerk/backup-status.json ]; then
    systemctl start mandatwerk-backup.service && changed "first backup"
  fi
}

# Where backups go: the local copies, and a local off-site path (a mounted disk) when given one.
setup_backup_dirs() {
  install -d -m 0700 -o mandatwerk -g mandatwerk /var/backups/mandatwerk
  case "$OFFSITE" in
    /*) [ -d "$OFFSITE" ] || { install -d -m 0700 -o mandatwerk -g mandatwerk "$OFFSITE" && changed "off-site folder $OFFSITE"; } ;;
  esac
}
