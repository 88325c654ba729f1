#!/bin/sh
# One backup of the contact database, kept BACKUP_KEEP_DAYS days (docs/deploy.md, "Backups").
# PostgreSQL when DATABASE_URL is set (pg_dump, custom format), else the SQLite file in
# DATA_DIR (sqlite3's online .backup: consistent while the server writes, WAL included).
# Run daily by mandatwerk-backup.timer as the mandatwerk user; files are readable by it only.
set -eu
BACKUP_DIR=${BACKUP_DIR:-/var/backups/mandatwerk}
BACKUP_KEEP_DAYS=${BACKUP_KEEP_DAYS:-14}
DATA_DIR=${DATA_DIR:-/var/lib/mandatwerk}
umask 077
mkdir -p "$BACKUP_DIR"
stamp=$(date -u +%Y-%m-%dT%H%M%SZ)
if [ -n "${DATABASE_URL:-}" ]; then
  file="$BACKUP_DIR/contact-$stamp.pgdump"
  pg_dump --format=custom --no-owner --file="$file.part" "$DATABASE_URL"
else
  file="$BACKUP_DIR/contact-$stamp.db"
  [ -f "$DATA_DIR/contact.db" ] || { echo "backup: no database at $DATA_DIR/contact.db" >&2; exit 1; }
  sqlite3 "$DATA_DIR/contact.db" ".backup '$file.part'"
fi
mv "$file.part" "$file"
# Backups hold personal data: older ones go (requests erased or purged from the database
# disappear from the backups within BACKUP_KEEP_DAYS days).
find "$BACKUP_DIR" -maxdepth 1 -type f -name 'contact-*' -mtime +"$((BACKUP_KEEP_DAYS - 1))" -delete
echo "backup: $file"
