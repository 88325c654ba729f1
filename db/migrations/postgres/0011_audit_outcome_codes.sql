-- The audit log's outcomes become codes with counts (docs/decisions/041): `outcome` is jsonb
-- `{"code": …, "counts": {…}}` from now on, written and read through office/audit-outcomes.ts.
-- Each free-text row of before is parsed once, here, by the column's change of type – a rewrite
-- of the table, not an UPDATE, so the insert-only trigger (0009) stays as it is. A row becomes a
-- code only if its whole text is one of the code's English sentences (numbers without leading
-- zeros); any other row keeps its text as `{"code": "legacy", "counts": {}, "text": …}`.

ALTER TABLE operator_audit ALTER COLUMN outcome TYPE jsonb USING (
  CASE
    WHEN outcome IN ('released', 'released-unconfirmed', 'not-quarantined', 'not-found', 'dismissed', 'not-failed')
      THEN jsonb_build_object('code', outcome, 'counts', '{}'::jsonb)
    WHEN outcome ~ '^(0|[1-9][0-9]{0,14}) email\(s\) queued again$'
      THEN jsonb_build_object('code', 'requeued', 'counts',
             jsonb_build_object('emails', split_part(outcome, ' ', 1)::bigint))
    WHEN outcome ~ '^(0|[1-9][0-9]{0,14}) request\(s\)$'
      THEN jsonb_build_object('code', 'listed', 'counts',
             jsonb_build_object('requests', split_part(outcome, ' ', 1)::bigint))
    WHEN outcome ~ '^(0|[1-9][0-9]{0,14}) request\(s\), (0|[1-9][0-9]{0,14}) email\(s\), (0|[1-9][0-9]{0,14}) file\(s\)$'
      THEN jsonb_build_object('code', 'deleted', 'counts', jsonb_build_object(
             'requests', split_part(outcome, ' ', 1)::bigint,
             'emails', split_part(outcome, ' ', 3)::bigint,
             'files', split_part(outcome, ' ', 5)::bigint))
    WHEN outcome ~ ('^(0|[1-9][0-9]{0,14}) request\(s\), (0|[1-9][0-9]{0,14}) email\(s\), (0|[1-9][0-9]{0,14}) file\(s\), '
                    '(0|[1-9][0-9]{0,14}) audit entry\(ies\), (0|[1-9][0-9]{0,14}) journal entry\(ies\)$')
      THEN jsonb_build_object('code', 'purged', 'counts', jsonb_build_object(
             'requests', split_part(outcome, ' ', 1)::bigint,
             'emails', split_part(outcome, ' ', 3)::bigint,
             'files', split_part(outcome, ' ', 5)::bigint,
             'auditEntries', split_part(outcome, ' ', 7)::bigint,
             'journalEntries', split_part(outcome, ' ', 10)::bigint))
    ELSE jsonb_build_object('code', 'legacy', 'counts', '{}'::jsonb, 'text', outcome)
  END
);

-- What the application writes from now on: an object with a code and its counts.
ALTER TABLE operator_audit ADD CONSTRAINT operator_audit_outcome_shape
  CHECK (jsonb_typeof(outcome -> 'code') = 'string' AND jsonb_typeof(outcome -> 'counts') = 'object');
