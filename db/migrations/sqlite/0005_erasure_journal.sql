-- vacuum-after
-- docs/decisions/025: erasure that erases. Every erasure (`requests -- delete`) and retention purge
-- records the ids of the requests it removed – never their content – so that a restore
-- from a backup taken before it removes them again (scripts/restore.ts). The first line
-- makes the migration runner rewrite the file once (VACUUM) after this migration: the free
-- pages of requests deleted before `secure_delete` was on are gone from the file then.

CREATE TABLE erasure_journal (
  request_id TEXT PRIMARY KEY,
  -- Milliseconds since the Unix epoch (UTC).
  erased_at  INTEGER NOT NULL,
  -- 'erasure': deleted on request (Art. 17 GDPR); 'retention': the retention period ended.
  reason     TEXT NOT NULL CHECK (reason IN ('erasure', 'retention'))
) STRICT;

CREATE INDEX erasure_journal_erased_at ON erasure_journal (erased_at);
