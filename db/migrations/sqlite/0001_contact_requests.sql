-- Contact requests and their email outbox (ARCHITECTURE: "Database", "Email").
-- Times are milliseconds since the Unix epoch (UTC).

CREATE TABLE contact_requests (
  id              TEXT PRIMARY KEY,
  created_at      INTEGER NOT NULL,
  name            TEXT NOT NULL,
  email           TEXT NOT NULL,
  phone           TEXT,
  organization    TEXT,
  campaign_type   TEXT NOT NULL CHECK (campaign_type IN ('local', 'state', 'federal', 'european', 'mayor', 'other')),
  message         TEXT NOT NULL,
  prefer_phone    INTEGER NOT NULL CHECK (prefer_phone IN (0, 1)),
  -- Stored with the request and deleted with it (privacy policy, section 4).
  ip_address      TEXT,
  -- One per filled form (Idempotency-Key header); NULL when the client sent none.
  idempotency_key TEXT UNIQUE
) STRICT;

CREATE INDEX contact_requests_created_at ON contact_requests (created_at);
CREATE INDEX contact_requests_email ON contact_requests (email COLLATE NOCASE);

-- Transactional outbox: written in the same transaction as the request, delivered by the
-- worker (server/contact/outbox-worker.ts). Content is rendered at send time from the
-- request row, so personal data lives in one place and is erased with it (ON DELETE CASCADE).
CREATE TABLE email_outbox (
  id              TEXT PRIMARY KEY,
  request_id      TEXT NOT NULL REFERENCES contact_requests (id) ON DELETE CASCADE,
  kind            TEXT NOT NULL CHECK (kind IN ('notification', 'confirmation')),
  recipient       TEXT NOT NULL,
  -- pending → sending (claimed, leased) → sent | written (.eml file) | failed (gave up)
  status          TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'written', 'failed')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  locked_until    INTEGER,
  claim_token     TEXT,
  -- Stable per row: a message that is sent again after a crash keeps its Message-ID.
  message_id      TEXT NOT NULL UNIQUE,
  last_error      TEXT,
  created_at      INTEGER NOT NULL,
  sent_at         INTEGER,
  UNIQUE (request_id, kind)
) STRICT;

CREATE INDEX email_outbox_due ON email_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX email_outbox_leased ON email_outbox (locked_until) WHERE status = 'sending';
