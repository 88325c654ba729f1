-- docs/decisions/029: the audit log of operator actions (CLI and the desk, server/contact/operations.ts).
-- Who, what, when and which ids – never a request's content or an address. It is not touched
-- by erasure or retention purges (Art. 5(2) GDPR accountability); kept as the privacy policy says.

CREATE TABLE operator_audit (
  seq         INTEGER PRIMARY KEY AUTOINCREMENT,
  -- Milliseconds since the Unix epoch (UTC).
  at          INTEGER NOT NULL,
  -- `cli:<system user>` or the name signed in at the editor's host.
  actor       TEXT NOT NULL,
  action      TEXT NOT NULL,
  -- JSON array of request ids (and outbox ids for `dismiss`).
  request_ids TEXT NOT NULL DEFAULT '[]',
  outcome     TEXT NOT NULL
) STRICT;

CREATE INDEX operator_audit_at ON operator_audit (at);
