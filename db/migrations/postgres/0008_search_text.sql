-- docs/decisions/029: the desk's search folds case for every letter on both engines, whatever the
-- database's locale (lower() in a cluster made with the C locale folds ASCII only).
-- `search_text` holds name, e-mail, organisation and message, case-folded by the app
-- (server/contact/search-text.ts), one field per line; the app writes it with every request and
-- fills it for older rows when it migrates (the index finds those rows at once).

ALTER TABLE contact_requests ADD COLUMN search_text text;

CREATE INDEX contact_requests_search_missing ON contact_requests (created_at) WHERE search_text IS NULL;
