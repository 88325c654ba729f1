-- docs/decisions/023: proof of the form's consent (Art. 7(1) GDPR). With each request the server stores
-- which consent text the form showed when it arrived – its version, a short hash of the text
-- itself (server/contact/consent.ts), so it changes whenever the wording does – and when the
-- request, sent only with the box ticked, arrived. The checkbox field itself is not sent.
-- NULL for requests from before this migration. Deleted with the request, like every field.

ALTER TABLE contact_requests
  -- First 12 hex digits of the SHA-256 of the consent text, e.g. 3f9a0c21b7d4.
  ADD COLUMN consent_version text,
  ADD COLUMN consent_at timestamptz;
