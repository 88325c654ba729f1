-- docs/decisions/012: suspected spam is stored in quarantine instead of being discarded; the
-- consultancy gets a `[Spamverdacht]` notice (kind 'spam-notice') for a limited number of
-- them; confirmations beyond the per-recipient or hourly limit are skipped (and noted).

-- Why the request is quarantined (honeypot, too-fast, …); NULL for a normal request.
ALTER TABLE contact_requests ADD COLUMN quarantine_reason TEXT;
-- When an operator released it into the normal flow (`npm run requests -- release <id>`).
ALTER TABLE contact_requests ADD COLUMN released_at INTEGER;
-- Why no confirmation was queued although the request was accepted.
ALTER TABLE contact_requests ADD COLUMN confirmation_skipped TEXT
  CHECK (confirmation_skipped IN ('recipient-limit', 'hourly-limit'));

CREATE INDEX contact_requests_quarantined ON contact_requests (created_at) WHERE quarantine_reason IS NOT NULL;

-- SQLite cannot change a CHECK constraint in place: the outbox is rebuilt with the new kind.
CREATE TABLE email_outbox_next (
  id              TEXT PRIMARY KEY,
  request_id      TEXT NOT NULL REFERENCES contact_requests (id) ON DELETE CASCADE,
  kind            TEXT NOT NULL CHECK (kind IN ('notification', 'confirmation', 'spam-notice')),
  recipient       TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'written', 'failed')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  locked_until    INTEGER,
  claim_token     TEXT,
  message_id      TEXT NOT NULL UNIQUE,
  last_error      TEXT,
  created_at      INTEGER NOT NULL,
  sent_at         INTEGER,
  -- Set by `resend-failed`: the email's retry window starts again then.
  retry_since     INTEGER,
  UNIQUE (request_id, kind)
) STRICT;

INSERT INTO email_outbox_next
  (id, request_id, kind, recipient, status, attempts, next_attempt_at, locked_until, claim_token, message_id, last_error, created_at, sent_at)
SELECT id, request_id, kind, recipient, status, attempts, next_attempt_at, locked_until, claim_token, message_id, last_error, created_at, sent_at
  FROM email_outbox;
DROP TABLE email_outbox;
ALTER TABLE email_outbox_next RENAME TO email_outbox;

CREATE INDEX email_outbox_due ON email_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX email_outbox_leased ON email_outbox (locked_until) WHERE status = 'sending';
CREATE INDEX email_outbox_failed ON email_outbox (created_at) WHERE status = 'failed';
-- The confirmation and spam-notice limits count recent rows of one kind (and one recipient).
CREATE INDEX email_outbox_kind_created ON email_outbox (kind, created_at);
CREATE INDEX email_outbox_confirmations ON email_outbox (recipient COLLATE NOCASE, created_at) WHERE kind = 'confirmation';
