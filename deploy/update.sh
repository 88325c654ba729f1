# `mandatwerk update REF` (docs/deploy.md, docs/decisions/030): the code REF (a tag or commit
# fetched into the clone deploy/install ran from) becomes a new version beside the old one
# (npm ci, build); its server must start on a spare port before anything is switched; then the
# app link moves, the release is rebuilt from the current content, every process restarts and
# the site is checked through its servers. A failed check switches back to the previous code
# and release and says why. The database migrates when the new server starts.
# shellcheck shell=bash
set -euo pipefail
HERE=$(cd "$(dirname "$(readlink -f "$0")")" && pwd)
# shellcheck source=deploy/common.sh
. "$HERE/common.sh"
[[ $(id -u) == 0 ]] || die 'run mandatwerk update as root'
ref=${1:-}
[[ -n $ref ]] || die 'usage: mandatwerk update REF (a tag or commit)'
declare -A A
while IFS='=' read -r key value; do [[ -n $key ]] && A[$key]=$value; done <"$STATE"
SRC=${A[source]}
git -C "$SRC" fetch -q --tags 2>/dev/null || true
commit=$(git -C "$SRC" rev-parse --verify "$ref^{commit}") || die "no commit $ref in $SRC (git -C $SRC fetch)"
old=$(readlink "$APP")
old_release=$(readlink "$RELEASES/current")
[[ $old == "versions/$commit" ]] && {
  say "Already running $commit; nothing to update."
  exit 0
}
# shellcheck source=deploy/install-steps.sh
. "$HERE/install-steps.sh"
say "Building $commit beside ${old#versions/} …"
build_version "$commit"
new=$VERSIONS/$commit

# The new server must start and answer before the live one is touched.
port=$((A[server_port] + 1))
scratch=$(mktemp -d) && chown mandatwerk: "$scratch"
runuser -u mandatwerk -- env -i PATH=/usr/bin:/bin bash -c '
  set -a; . /etc/mandatwerk/mandatwerk.env
  NODE_ENV=production HOST=127.0.0.1 PORT=$1 DATA_DIR=$2 CLIENT_DIR=$3/build/client MAIL_MODE=files
  set +a
  unset DATABASE_URL RESTIC_REPOSITORY SMTP_URL
  cd "$3" && exec node_modules/node/bin/node build/server-node/index.js' x "$port" "$scratch" "$new" >"$scratch.log" 2>&1 &
trial=$!
ok=0
for _ in $(seq 60); do
  curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz" 2>/dev/null && ok=1 && break
  kill -0 "$trial" 2>/dev/null || break
  sleep 0.5
done
kill "$trial" 2>/dev/null || true
wait "$trial" 2>/dev/null || true
if ((!ok)); then
  say "Update to $commit refused: its server does not start. The site keeps running ${old#versions/}. It said:"
  tail -n 15 "$scratch.log"
  rm -rf "$scratch" "$scratch.log"
  exit 1
fi
rm -rf "$scratch" "$scratch.log"

restart_all() {
  systemctl daemon-reload
  local unit
  for unit in $(server_units) mandatwerk-desk.service mandatwerk-editor.service; do systemctl restart "$unit" || true; done
}
healthy() {
  local unit
  for unit in $(server_units) mandatwerk-desk.service mandatwerk-editor.service; do
    for _ in $(seq 40); do systemctl is-active -q "$unit" && break; sleep 0.5; done
    systemctl is-active -q "$unit" || {
      why="$unit is not running"
      return 1
    }
  done
  for _ in $(seq 40); do curl -fsS -o /dev/null "http://127.0.0.1:${A[server_port]}/healthz" && return 0; sleep 0.5; done
  why="the server answers no /healthz on port ${A[server_port]}"
  return 1
}

ln -sfn "versions/$commit" "$APP.new" && mv -T "$APP.new" "$APP"
for unit in mandatwerk@.service mandatwerk-desk.service mandatwerk-editor.service mandatwerk-backup.service; do
  install -m 0644 "$APP/deploy/$unit" "/etc/systemd/system/$unit"
done
why=''
if publish_release && restart_all && healthy; then
  say "Updated to $commit (release $(readlink "$RELEASES/current")); the previous version stays in $OPT/$old."
  exit 0
fi
[[ -n $why ]] || why='rebuilding the release failed'
say "Update to $commit failed: $why. Switching back to ${old#versions/} and release $old_release."
ln -sfn "$old" "$APP.new" && mv -T "$APP.new" "$APP"
ln -sfn "$old_release" "$RELEASES/current.new" && mv -T "$RELEASES/current.new" "$RELEASES/current"
for unit in mandatwerk@.service mandatwerk-desk.service mandatwerk-editor.service mandatwerk-backup.service; do
  install -m 0644 "$APP/deploy/$unit" "/etc/systemd/system/$unit"
done
restart_all
healthy && say "Back on ${old#versions/}." || say "The previous version does not answer either: $why"
exit 1
