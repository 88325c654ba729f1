-- docs/decisions/012: suspected spam is stored in quarantine instead of being discarded; the
-- consultancy gets a `[Spamverdacht]` notice (kind 'spam-notice') for a limited number of
-- them; confirmations beyond the per-recipient or hourly limit are skipped (and noted).

ALTER TABLE contact_requests
  -- Why the request is quarantined (honeypot, too-fast, …); NULL for a normal request.
  ADD COLUMN quarantine_reason text,
  -- When an operator released it into the normal flow (`npm run requests -- release <id>`).
  ADD COLUMN released_at timestamptz,
  -- Why no confirmation was queued although the request was accepted.
  ADD COLUMN confirmation_skipped text CHECK (confirmation_skipped IN ('recipient-limit', 'hourly-limit'));

CREATE INDEX contact_requests_quarantined ON contact_requests (created_at) WHERE quarantine_reason IS NOT NULL;

ALTER TABLE email_outbox
  -- Set by `resend-failed`: the email's retry window starts again then.
  ADD COLUMN retry_since timestamptz,
  DROP CONSTRAINT email_outbox_kind_check,
  ADD CONSTRAINT email_outbox_kind_check CHECK (kind IN ('notification', 'confirmation', 'spam-notice'));

CREATE INDEX email_outbox_failed ON email_outbox (created_at) WHERE status = 'failed';
-- The confirmation and spam-notice limits count recent rows of one kind (and one recipient).
CREATE INDEX email_outbox_kind_created ON email_outbox (kind, created_at);
CREATE INDEX email_outbox_confirmations ON email_outbox (lower(recipient), created_at) WHERE kind = 'confirmation';
