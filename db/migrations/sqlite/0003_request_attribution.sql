-- Which page brought the request (docs/decisions/017). Sent by the form from its
-- page's memory, checked by the schema (app/lib/contact-schema.ts): plain paths of this site,
-- the referring site's host, the landing address's UTM values. NULL when not sent or not clean;
-- rows from before this migration have none. Deleted with the request, like every field.

-- The first page of the visit on this site, e.g. /campaign-costs.
ALTER TABLE contact_requests ADD COLUMN landing_path TEXT;
-- The page just before the contact page.
ALTER TABLE contact_requests ADD COLUMN previous_path TEXT;
-- The host of the external page that linked to the site (host only), e.g. www.google.com.
ALTER TABLE contact_requests ADD COLUMN referrer_host TEXT;
-- utm_source / utm_medium / utm_campaign of the landing address.
ALTER TABLE contact_requests ADD COLUMN utm_source TEXT;
ALTER TABLE contact_requests ADD COLUMN utm_medium TEXT;
ALTER TABLE contact_requests ADD COLUMN utm_campaign TEXT;
