-- docs/decisions/026: an operator acknowledges a failed email (`npm run requests -- dismiss <outbox id>`):
-- its status becomes 'dismissed', so /readyz and outbox_emails{state="failed"} count only
-- failures nobody has looked at yet. The confirmation caps count a normalised address
-- (recipient_key: lower case, no +tag, no dots at gmail.com) and its domain (recipient_domain),
-- written by the server (server/contact/recipient-key.ts); older rows get lower case only.

-- SQLite cannot change a CHECK constraint in place: the outbox is rebuilt (as in 0002).
CREATE TABLE email_outbox_next (
  id               TEXT PRIMARY KEY,
  request_id       TEXT NOT NULL REFERENCES contact_requests (id) ON DELETE CASCADE,
  kind             TEXT NOT NULL CHECK (kind IN ('notification', 'confirmation', 'spam-notice')),
  recipient        TEXT NOT NULL,
  -- … | failed (gave up, or refused for good) → dismissed (acknowledged by an operator)
  status           TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'written', 'failed', 'dismissed')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  INTEGER NOT NULL,
  locked_until     INTEGER,
  claim_token      TEXT,
  message_id       TEXT NOT NULL UNIQUE,
  last_error       TEXT,
  created_at       INTEGER NOT NULL,
  sent_at          INTEGER,
  retry_since      INTEGER,
  -- When an operator dismissed the failed email.
  dismissed_at     INTEGER,
  recipient_key    TEXT,
  recipient_domain TEXT,
  UNIQUE (request_id, kind)
) STRICT;

INSERT INTO email_outbox_next
  (id, request_id, kind, recipient, status, attempts, next_attempt_at, locked_until, claim_token, message_id,
   last_error, created_at, sent_at, retry_since, recipient_key, recipient_domain)
SELECT id, request_id, kind, recipient, status, attempts, next_attempt_at, locked_until, claim_token, message_id,
       last_error, created_at, sent_at, retry_since, lower(recipient), lower(substr(recipient, instr(recipient, '@') + 1))
  FROM email_outbox;
DROP TABLE email_outbox;
ALTER TABLE email_outbox_next RENAME TO email_outbox;

CREATE INDEX email_outbox_due ON email_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX email_outbox_leased ON email_outbox (locked_until) WHERE status = 'sending';
CREATE INDEX email_outbox_failed ON email_outbox (created_at) WHERE status = 'failed';
CREATE INDEX email_outbox_kind_created ON email_outbox (kind, created_at);
CREATE INDEX email_outbox_confirmations ON email_outbox (recipient_key, created_at) WHERE kind = 'confirmation';
CREATE INDEX email_outbox_confirmation_domains ON email_outbox (recipient_domain, created_at) WHERE kind = 'confirmation';
