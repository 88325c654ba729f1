-- docs/decisions/026: an operator acknowledges a failed email (`npm run requests -- dismiss <outbox id>`):
-- its status becomes 'dismissed', so /readyz and outbox_emails{state="failed"} count only
-- failures nobody has looked at yet. The confirmation caps count a normalised address
-- (recipient_key: lower case, no +tag, no dots at gmail.com) and its domain (recipient_domain),
-- written by the server (server/contact/recipient-key.ts); older rows get lower case only.

ALTER TABLE email_outbox
  DROP CONSTRAINT email_outbox_status_check,
  ADD CONSTRAINT email_outbox_status_check
    CHECK (status IN ('pending', 'sending', 'sent', 'written', 'failed', 'dismissed')),
  -- When an operator dismissed the failed email.
  ADD COLUMN dismissed_at timestamptz,
  ADD COLUMN recipient_key text,
  ADD COLUMN recipient_domain text;

UPDATE email_outbox
   SET recipient_key = lower(recipient), recipient_domain = lower(split_part(recipient, '@', 2));

DROP INDEX email_outbox_confirmations;
CREATE INDEX email_outbox_confirmations ON email_outbox (recipient_key, created_at) WHERE kind = 'confirmation';
CREATE INDEX email_outbox_confirmation_domains ON email_outbox (recipient_domain, created_at) WHERE kind = 'confirmation';
