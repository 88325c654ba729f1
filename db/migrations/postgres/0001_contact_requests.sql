-- Contact requests and their email outbox (ARCHITECTURE: "Database", "Email").

CREATE TABLE contact_requests (
  id              uuid PRIMARY KEY,
  created_at      timestamptz NOT NULL,
  name            text NOT NULL,
  email           text NOT NULL,
  phone           text,
  organization    text,
  campaign_type   text NOT NULL CHECK (campaign_type IN ('local', 'state', 'federal', 'european', 'mayor', 'other')),
  message         text NOT NULL,
  prefer_phone    boolean NOT NULL,
  -- Stored with the request and deleted with it (privacy policy, section 4).
  ip_address      inet,
  -- One per filled form (Idempotency-Key header); NULL when the client sent none.
  idempotency_key text UNIQUE
);

CREATE INDEX contact_requests_created_at ON contact_requests (created_at);
CREATE INDEX contact_requests_email ON contact_requests (lower(email));

-- Transactional outbox: written in the same transaction as the request, delivered by the
-- worker (server/contact/outbox-worker.ts), claimed with FOR UPDATE SKIP LOCKED so workers
-- on several instances never take the same row. Content is rendered at send time from the
-- request row, so personal data lives in one place and is erased with it (ON DELETE CASCADE).
CREATE TABLE email_outbox (
  id              uuid PRIMARY KEY,
  request_id      uuid NOT NULL REFERENCES contact_requests (id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('notification', 'confirmation')),
  recipient       text NOT NULL,
  -- pending → sending (claimed, leased) → sent | written (.eml file) | failed (gave up)
  status          text NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'written', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  locked_until    timestamptz,
  claim_token     uuid,
  -- Stable per row: a message that is sent again after a crash keeps its Message-ID.
  message_id      text NOT NULL UNIQUE,
  last_error      text,
  created_at      timestamptz NOT NULL,
  sent_at         timestamptz,
  UNIQUE (request_id, kind)
);

CREATE INDEX email_outbox_due ON email_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX email_outbox_leased ON email_outbox (locked_until) WHERE status = 'sending';
