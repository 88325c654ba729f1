-- docs/decisions/025: erasure that erases. Every erasure (`requests -- delete`) and retention purge
-- records the ids of the requests it removed – never their content – so that a restore
-- (scripts/restore.ts, also point-in-time) removes them again.

CREATE TABLE erasure_journal (
  request_id uuid PRIMARY KEY,
  erased_at  timestamptz NOT NULL,
  -- 'erasure': deleted on request (Art. 17 GDPR); 'retention': the retention period ended.
  reason     text NOT NULL CHECK (reason IN ('erasure', 'retention'))
);

CREATE INDEX erasure_journal_erased_at ON erasure_journal (erased_at);
