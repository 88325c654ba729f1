-- The audit log's outcomes become codes with counts (docs/decisions/041): `outcome` holds JSON
-- text `{"code": …, "counts": {…}}` from now on, written and read through office/audit-outcomes.ts.
-- Each free-text row of before is parsed once, here. Its numbers are read by replacing the known
-- words with commas (`3 request(s), 2 email(s), 1 file(s)` → `[3,2,1]`); a row becomes a code only
-- if they are integers (0 to 15 digits, as on PostgreSQL) and the code's English sentence, said
-- again from them, is the row's text exactly. Any other row keeps its text as `{"code": "legacy", "counts": {}, "text": …}`.

UPDATE operator_audit
   SET outcome = parsed.structured
  FROM (
    SELECT seq,
           CASE
             WHEN outcome IN ('released', 'released-unconfirmed', 'not-quarantined', 'not-found', 'dismissed', 'not-failed')
               THEN json_object('code', outcome, 'counts', json_object())
             WHEN whole AND n = 1 AND outcome = n0 || ' email(s) queued again'
               THEN json_object('code', 'requeued', 'counts', json_object('emails', n0))
             WHEN whole AND n = 1 AND outcome = n0 || ' request(s)'
               THEN json_object('code', 'listed', 'counts', json_object('requests', n0))
             WHEN whole AND n = 3 AND outcome = n0 || ' request(s), ' || n1 || ' email(s), ' || n2 || ' file(s)'
               THEN json_object('code', 'deleted', 'counts', json_object('requests', n0, 'emails', n1, 'files', n2))
             WHEN whole AND n = 5 AND outcome = n0 || ' request(s), ' || n1 || ' email(s), ' || n2 || ' file(s), '
                                                 || n3 || ' audit entry(ies), ' || n4 || ' journal entry(ies)'
               THEN json_object('code', 'purged', 'counts', json_object('requests', n0, 'emails', n1, 'files', n2,
                                                                       'auditEntries', n3, 'journalEntries', n4))
             ELSE json_object('code', 'legacy', 'counts', json_object(), 'text', outcome)
           END AS structured
      FROM (
        SELECT seq, outcome, json_array_length(nums) AS n,
               (SELECT count(*) FROM json_each(nums) WHERE type = 'integer' AND value BETWEEN 0 AND 999999999999999) = json_array_length(nums) AS whole,
               nums ->> '$[0]' AS n0, nums ->> '$[1]' AS n1, nums ->> '$[2]' AS n2,
               nums ->> '$[3]' AS n3, nums ->> '$[4]' AS n4
          FROM (
            SELECT seq, outcome, CASE WHEN json_valid(candidate) THEN candidate ELSE '[]' END AS nums
              FROM (
                SELECT seq, outcome,
                       '[' || replace(replace(replace(replace(replace(replace(replace(replace(outcome,
                         ' request(s), ', ','), ' email(s), ', ','), ' file(s), ', ','), ' audit entry(ies), ', ','),
                         ' journal entry(ies)', ''), ' file(s)', ''), ' request(s)', ''), ' email(s) queued again', '')
                       || ']' AS candidate
                  FROM operator_audit
              )
          )
      )
  ) AS parsed
 WHERE operator_audit.seq = parsed.seq;
