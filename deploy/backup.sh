#!/bin/sh
# One backup of the contact database (docs/deploy.md, "Backups"): `npm run backup` with the
# server's settings – scripts/backup.ts says what it does for SQLite and PostgreSQL, and the
# off-site copy (restic). Run every 15 minutes by mandatwerk-backup.timer. Its last line of
# output is the backup's path (SQLite) or pgBackRest label.
set -eu
cd "$(dirname "$0")/.."
umask 077
exec node scripts/backup.ts
