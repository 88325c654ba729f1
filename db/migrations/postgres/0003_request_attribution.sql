-- Which page brought the request (docs/decisions/017). Sent by the form from its
-- page's memory, checked by the schema (app/lib/contact-schema.ts): plain paths of this site,
-- the referring site's host, the landing address's UTM values. NULL when not sent or not clean;
-- rows from before this migration have none. Deleted with the request, like every field.

ALTER TABLE contact_requests
  -- The first page of the visit on this site, e.g. /campaign-costs.
  ADD COLUMN landing_path text,
  -- The page just before the contact page.
  ADD COLUMN previous_path text,
  -- The host of the external page that linked to the site (host only), e.g. www.google.com.
  ADD COLUMN referrer_host text,
  -- utm_source / utm_medium / utm_campaign of the landing address.
  ADD COLUMN utm_source text,
  ADD COLUMN utm_medium text,
  ADD COLUMN utm_campaign text;
