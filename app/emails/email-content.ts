/**
 * What the server says in e-mails, as data of one release (docs/decisions/030): the company
 * details of the footer (§ 35a GmbHG), the wording of the three e-mails and the pages' names.
 * The build writes it beside the client directory (scripts/postbuild.ts, `email-content.json`);
 * the server reads it from the release it serves (server/contact/email-content-file.ts), so a
 * publish that changes the register number changes `/legal` and the next e-mail together. The
 * templates (app/emails/*.tsx) take it as a prop and import no copy themselves.
 */
import { SITE } from '../config/site.ts'
import {
  APPLICATION_EMAIL,
  ATTRIBUTION_LINE,
  CAMPAIGN_TYPE_DE,
  CONFIRMATION_EMAIL,
  CONFIRMATION_SKIPPED_NOTE,
  NOTIFICATION_EMAIL,
  SPAM_NOTICE_EMAIL,
} from '../content/contact-emails.ts'
import { EMAIL_BUSINESS_DETAILS } from '../content/email-footer.ts'

/** A copy's shape with its texts as plain strings: what JSON gives back. */
type Text<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Text<Item>[]
    : { readonly [Key in keyof T]: Text<T[Key]> }

export type EmailContent = {
  /** The footer's address line and the brand line at the top. */
  site: {
    brand: string
    legalName: string
    phone: string
    email: string
    address: { street: string; postalCode: string; city: string }
    /** Promised response time in hours. */
    responseHours: number
  }
  /** The § 35a GmbHG line: seat, register court and number, managing directors. */
  businessDetails: string
  confirmation: Text<typeof CONFIRMATION_EMAIL>
  notification: Text<typeof NOTIFICATION_EMAIL>
  spamNotice: Text<typeof SPAM_NOTICE_EMAIL>
  confirmationSkipped: Text<typeof CONFIRMATION_SKIPPED_NOTE>
  attribution: Text<typeof ATTRIBUTION_LINE>
  campaignTypes: Text<typeof CAMPAIGN_TYPE_DE>
  /** An application's e-mails and the HR contact who gets its notification (docs/decisions/035). */
  application: Text<typeof APPLICATION_EMAIL>
  /** The release's jobs by slug, e.g. 'praktikum-beratung-medien' → 'Praktikum (bezahlt) Beratung & Medien (m/w/d)'. */
  jobs: Readonly<Record<string, string>>
  /** Guides and hub by path, e.g. '/campaign-costs' → 'Wahlkampfkosten-Ratgeber' (docs/decisions/017). */
  pageNames: Readonly<Record<string, string>>
}

/** The e-mail content of the working copy this runs in: for the build, and for tests. */
export function emailContent(
  pageNames: Readonly<Record<string, string>>,
  jobs: Readonly<Record<string, string>> = {},
): EmailContent {
  const { address } = SITE
  return {
    site: {
      brand: SITE.brand,
      legalName: SITE.legalName,
      phone: SITE.phone,
      email: SITE.email,
      address: { street: address.street, postalCode: address.postalCode, city: address.city },
      responseHours: SITE.responseHours,
    },
    businessDetails: EMAIL_BUSINESS_DETAILS,
    confirmation: CONFIRMATION_EMAIL,
    notification: NOTIFICATION_EMAIL,
    spamNotice: SPAM_NOTICE_EMAIL,
    confirmationSkipped: CONFIRMATION_SKIPPED_NOTE,
    attribution: ATTRIBUTION_LINE,
    campaignTypes: CAMPAIGN_TYPE_DE,
    application: APPLICATION_EMAIL,
    jobs,
    pageNames,
  }
}
