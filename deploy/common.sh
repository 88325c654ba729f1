# Shared by deploy/install, deploy/update.sh and deploy/doctor.sh (docs/decisions/030): the
# places of one installation and small helpers that change a file only when its content differs.
# shellcheck shell=bash
# shellcheck disable=SC2034

OPT=/opt/mandatwerk
VERSIONS=$OPT/versions
APP=$OPT/app
CONTENT=/var/lib/mandatwerk-content
RELEASES=/var/lib/mandatwerk-releases
DATA=/var/lib/mandatwerk
ETC=/etc/mandatwerk
BACKUPS=/var/backups/mandatwerk
NODE24=/opt/node24
STATE=$ETC/install.conf

CHANGED=()

say() { printf '%s\n' "$*"; }
die() {
  printf 'mandatwerk: %s\n' "$*" >&2
  exit 1
}
changed() {
  CHANGED+=("$1")
  say "  changed: $1"
}

# put_file DEST MODE OWNER:GROUP < content — writes DEST only when its content or ownership differ.
put_file() {
  local dest=$1 mode=$2 owner=$3 tmp
  tmp=$(mktemp)
  cat >"$tmp"
  if [[ -f $dest ]] && cmp -s "$tmp" "$dest" && [[ $(stat -c '%a %U:%G' "$dest") == "${mode#0} $owner" ]]; then
    rm -f "$tmp"
    return 0
  fi
  install -D -m "$mode" -o "${owner%:*}" -g "${owner#*:}" "$tmp" "$dest"
  rm -f "$tmp"
  changed "$dest"
}

# put_dir PATH MODE OWNER:GROUP
put_dir() {
  local dir=$1 mode=$2 owner=$3
  if [[ -d $dir && $(stat -c '%a %U:%G' "$dir") == "${mode#0} $owner" ]]; then return 0; fi
  install -d -m "$mode" -o "${owner%:*}" -g "${owner#*:}" "$dir"
  changed "$dir"
}

# The project's Node (node_modules/node, ADR 002) of the live version, npm from /opt/node24.
node_path() { printf '%s\n' "$1/node_modules/.bin:$1/node_modules/node/bin:$NODE24/bin:/usr/bin:/bin"; }

# Runs a command as USER in DIR with the server's settings (root only).
as_user() {
  local user=$1 dir=$2
  shift 2
  runuser -u "$user" -- env -i HOME=/tmp PATH="$(node_path "$APP")" bash -c '
    set -a; . /etc/mandatwerk/mandatwerk.env; DATA_DIR=/var/lib/mandatwerk; set +a
    cd "$0" && exec "$@"' "$dir" "$@"
}

server_units() { systemctl list-units --plain --no-legend --all 'mandatwerk@*.service' | awk '{print $1}'; }
