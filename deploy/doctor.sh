# `mandatwerk doctor` (docs/deploy.md): checks the installation and prints each finding with the
# command that fixes it; exits 1 when there is one. Read-only.
# shellcheck shell=bash
set -uo pipefail
HERE=$(cd "$(dirname "$(readlink -f "$0")")" && pwd)
# shellcheck source=deploy/common.sh
. "$HERE/common.sh"
declare -A A
[[ -r $STATE ]] || die "no installation found ($STATE); run deploy/install"
while IFS='=' read -r key value; do [[ -n $key ]] && A[$key]=$value; done <"$STATE"
findings=0
ok() { say "  ok    $1"; }
bad() {
  say "  FIX   $1"
  say "        → $2"
  findings=$((findings + 1))
}
note() { say "  note  $1"; }
env_of() { # env_of UNIT NAME: a variable of a running unit's process
  local pid
  pid=$(systemctl show -p MainPID --value "$1")
  [[ $pid != 0 ]] && tr '\0' '\n' <"/proc/$pid/environ" | sed -n "s/^$2=//p"
}
say 'mandatwerk doctor'

units=("mandatwerk@${A[server_port]}.service" mandatwerk-desk.service mandatwerk-editor.service caddy.service
  mandatwerk-backup.timer mandatwerk-log-retention.timer)
grep -q '^DATABASE_URL=' "$ETC/mandatwerk.env" && units+=(postgresql.service)
for unit in "${units[@]}"; do
  if systemctl is-active -q "$unit" && systemctl is-enabled -q "$unit"; then ok "$unit running"; else
    bad "$unit is $(systemctl is-active "$unit"), $(systemctl is-enabled "$unit" 2>/dev/null)" \
      "systemctl enable --now $unit; journalctl -u $unit -n 30"
  fi
done

server="mandatwerk@${A[server_port]}.service"
for name in DATA_DIR DATABASE_URL; do
  if [[ $(env_of "$server" $name) == "$(env_of mandatwerk-desk.service $name)" ]]; then ok "desk and servers share $name"; else
    bad "the desk and the servers use a different $name" 'deploy/install --yes (rewrites the units), then systemctl restart mandatwerk-desk'
  fi
done

live=$(readlink "$RELEASES/current" 2>/dev/null)
if [[ -z $live ]]; then bad 'no live release' "cd $APP && sudo -u redaktion npm run content:publish"; else
  for unit in $(server_units); do
    port=${unit#mandatwerk@} port=${port%.service}
    served=$(curl -fsS "http://127.0.0.1:$port/healthz" 2>/dev/null | sed -n 's/.*"release":"\([^"]*\)".*/\1/p')
    if [[ -z $served ]]; then note "$unit does not report its release (live: $live)"
    elif [[ $served == "$live" ]]; then ok "$unit serves release $live"
    else bad "$unit serves release $served, the live one is $live" "systemctl kill -s HUP $unit"; fi
  done
fi

status=$DATA/backup-status.json
age() { # age ISO-TIME → seconds
  local t
  t=$(date -d "$1" +%s 2>/dev/null) || { echo 999999999; return; }
  echo $(($(date +%s) - t))
}
status_of() { "$APP/node_modules/node/bin/node" -p "try { require('$status').$1?.at ?? '' } catch { '' }"; }
backup_at=$(status_of backup)
if [[ -n $backup_at && $(age "$backup_at") -lt 3600 ]]; then ok "last backup $backup_at"; else
  bad "no backup in the last hour (last: ${backup_at:-never})" 'systemctl start mandatwerk-backup.service; journalctl -u mandatwerk-backup -n 30'
fi
if grep -q '^RESTIC_REPOSITORY=' "$ETC/mandatwerk.env"; then
  offsite_at=$(status_of offsite)
  if [[ -n $offsite_at && $(age "$offsite_at") -lt 86400 ]]; then ok "last off-site copy $offsite_at"; else
    bad "no off-site copy in the last day (last: ${offsite_at:-never})" 'systemctl start mandatwerk-backup.service; journalctl -u mandatwerk-backup -n 30'
  fi
  if as_user mandatwerk "$APP" restic cat config >/dev/null 2>&1; then ok 'restic repository reachable'; else
    bad 'the restic repository does not answer' "mandatwerk npm exec -- restic cat config  (check ${A[offsite]} and $ETC/restic-password)"
  fi
else
  bad 'no off-site copy configured' 'deploy/install --offsite rest:https://USER@backup.example:8000/mandatwerk'
fi

used=$(df --output=pcent "$DATA" | tail -n1 | tr -dc 0-9)
if ((used < 85)); then ok "disk $used % used"; else bad "disk $used % used" 'free space: journalctl --vacuum-time=13d; ls -la /var/backups/mandatwerk'; fi

cert_end=$(echo | openssl s_client -connect "127.0.0.1:${A[https_port]}" -servername "${A[site_domain]}" 2>/dev/null |
  openssl x509 -noout -enddate 2>/dev/null | cut -d= -f2)
min=$((14 * 86400))
[[ ${A[tls]} == internal ]] && min=3600
if [[ -n $cert_end ]] && (($(date -d "$cert_end" +%s) - $(date +%s) > min)); then ok "certificate valid until $cert_end"; else
  bad "certificate of ${A[site_domain]} ${cert_end:+expires $cert_end}${cert_end:-not served}" 'journalctl -u caddy -n 50 (DNS, ports 80/443 open?)'
fi
sectxt=$RELEASES/current/client/.well-known/security.txt
expires=$(sed -n 's/^Expires: //p' "$sectxt" 2>/dev/null)
if [[ -n $expires ]] && (($(date -d "$expires" +%s) - $(date +%s) > 30 * 86400)); then ok "security.txt expires $expires"; else
  bad "security.txt expires ${expires:-?}" "confirm the contact, then publish again: mandatwerk update $(basename "$(readlink -f "$APP")")"
fi

if golive=$(cd "$APP" && PATH=$(node_path "$APP") npm run -s check:golive 2>&1); then ok 'no demo values left'
elif [[ ${A[allow_demo]} == 1 ]]; then note 'demo content allowed (--allow-demo-content): check:golive lists what to replace'
else
  bad 'demo values left for the go-live' "in the editor, replace: $(echo "$golive" | grep -v '^>' | head -n 5 | tr '\n' ' ')"
fi

if ((findings)); then say "$findings finding(s)."; exit 1; fi
say 'All clean.'
