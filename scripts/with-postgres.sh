#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL server:
#   bash scripts/with-postgres.sh vitest run
# The server lives in a temporary directory, listens on a free loopback port only, and is
# stopped and deleted when the command ends (also on failure or Ctrl-C). When PostgreSQL
# is missing it installs Debian's `postgresql` package if we are root; otherwise it says
# what to install. initdb refuses to run as root, so as root the cluster belongs to the
# `postgres` user (created by the package).
set -euo pipefail

find_bindir() {
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then
    pg_config --bindir
    return
  fi
  # Debian keeps the server binaries out of PATH; take the newest installed major version.
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; fi
}

BINDIR=$(find_bindir)
if [ -z "$BINDIR" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "PostgreSQL not found; installing Debian's postgresql package…" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq postgresql >/dev/null
    BINDIR=$(find_bindir)
  fi
  if [ -z "$BINDIR" ]; then
    echo "The PostgreSQL tests need a PostgreSQL server (initdb, pg_ctl)." >&2
    echo "Install it with:  sudo apt-get install postgresql" >&2
    exit 1
  fi
fi

# As root, run the server as `postgres`; otherwise as ourselves.
if [ "$(id -u)" = "0" ]; then
  AS_PG=(runuser -u postgres --)
else
  AS_PG=()
fi

# As root under /tmp: the postgres user must be able to reach the directory.
if [ "$(id -u)" = "0" ]; then BASE=/tmp; else BASE="${TMPDIR:-/tmp}"; fi
TMP=$(mktemp -d "$BASE/with-postgres.XXXXXX")
chmod 755 "$TMP"
if [ "$(id -u)" = "0" ]; then chown postgres: "$TMP"; fi

stop() {
  local status=$?
  if [ -f "$TMP/data/postmaster.pid" ]; then
    "${AS_PG[@]}" "$BINDIR/pg_ctl" -D "$TMP/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$TMP"
  exit "$status"
}
trap stop EXIT
trap 'exit 130' INT TERM

"${AS_PG[@]}" "$BINDIR/initdb" -D "$TMP/data" -U postgres -A trust -E UTF8 --no-locale --no-sync >"$TMP/initdb.log" 2>&1 ||
  { cat "$TMP/initdb.log" >&2; exit 1; }

# A free loopback port, chosen by the kernel; retried if another process takes it first.
for attempt in 1 2 3 4 5; do
  # A string, not console.log of a number: FORCE_COLOR (set by test runners) would colour it.
  PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")
  # Throwaway data: durability settings stay at their defaults so the benchmark measures
  # what production does; only the socket directory and the address are ours.
  OPTIONS="-c listen_addresses=127.0.0.1 -p $PORT -k $TMP -c max_connections=200"
  if "${AS_PG[@]}" "$BINDIR/pg_ctl" -D "$TMP/data" -l "$TMP/server.log" -w -t 30 -o "$OPTIONS" start >/dev/null; then
    break
  fi
  if [ "$attempt" = "5" ]; then cat "$TMP/server.log" >&2; exit 1; fi
done

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
# For the fault tests: `bash "$POSTGRES_RESTART" immediate 1` crashes the server (`fast`: a
# clean shutdown), keeps it down for a second and starts it again on the same port and data.
cat >"$TMP/restart.sh" <<EOF
set -euo pipefail
${AS_PG[*]} "$BINDIR/pg_ctl" -D "$TMP/data" -m "\${1:-fast}" -w stop >/dev/null
sleep "\${2:-0}"
${AS_PG[*]} "$BINDIR/pg_ctl" -D "$TMP/data" -l "$TMP/server.log" -w -t 30 -o "$OPTIONS" start >/dev/null
EOF
export POSTGRES_RESTART="$TMP/restart.sh"
# Its data directory: postmaster.pid names the server process (the hang tests stop it with SIGSTOP).
export POSTGRES_DATA_DIR="$TMP/data"
echo "with-postgres: PostgreSQL $("$BINDIR/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
"$@"
