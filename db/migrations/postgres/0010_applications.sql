-- docs/decisions/035: an application is not a consultation. Apply Now carries the job (`?stelle=<slug>`),
-- and the request stores it here: the job's slug (its file name under content/jobs/), NULL for
-- a consultation. The retention job deletes applications by this mark after six months
-- (server/contact/retention.ts), the notification goes to the HR contact, the desk and the CSV
-- show it. An application has no campaign type; campaign_type holds 'other' for it, as on
-- SQLite (where it stays NOT NULL), and no reader shows it (docs/decisions/035).

ALTER TABLE contact_requests ADD COLUMN job text;

CREATE INDEX contact_requests_applications ON contact_requests (created_at) WHERE job IS NOT NULL;
