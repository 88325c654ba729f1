-- docs/decisions/029: the audit log of operator actions (CLI and the desk, server/contact/operations.ts).
-- Who, what, when and which ids – never a request's content or an address. It is not touched
-- by erasure or retention purges (Art. 5(2) GDPR accountability); kept as the privacy policy says.

CREATE TABLE operator_audit (
  seq         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at          timestamptz NOT NULL,
  -- `cli:<system user>` or the name signed in at the editor's host.
  actor       text NOT NULL,
  action      text NOT NULL,
  -- Request ids (and outbox ids for `dismiss`).
  request_ids text[] NOT NULL DEFAULT '{}',
  outcome     text NOT NULL
);

CREATE INDEX operator_audit_at ON operator_audit (at);
