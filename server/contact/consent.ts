/**
 * Proof of the contact form's consent (Art. 7(1) GDPR, docs/decisions/023). The form cannot be sent
 * without ticking the consent checkbox, but the checkbox itself is not sent. So the
 * server records, with each request, which consent text the form showed when the request
 * arrived: a version derived from the text itself – the first 12 hex digits of its SHA-256 –
 * which changes whenever the wording does, and the time. The form page and this server are
 * built from the same sources (app/content/contact.ts), so the version is that of the page
 * served alongside; `consentVersion()` of an earlier wording (from the repository's history)
 * finds the text behind an older version.
 */
import { createHash } from 'node:crypto'

import { APPLICATION } from '../../app/content/application.ts'
import { CONTACT } from '../../app/content/contact.ts'

type ConsentCopy = { before: string; linkText: string; after: string }

/** The consent checkbox's label as the form shows it (the link's text in place of the link). */
export function consentText(consent: ConsentCopy = CONTACT.form.consent): string {
  return `${consent.before}${consent.linkText}${consent.after}`
}

/** A consent text's version: the first 12 hex digits of the SHA-256 of its NFC form. */
export function consentVersion(text: string): string {
  return createHash('sha256').update(text.normalize('NFC'), 'utf8').digest('hex').slice(0, 12)
}

/** The version of the consent text this build's form shows; stored with every request. */
export const CONSENT_VERSION = consentVersion(consentText())

/** The version of the applicants' consent text (the application form, docs/decisions/035); stored with every application. */
export const APPLICATION_CONSENT_VERSION = consentVersion(consentText(APPLICATION.form.consent))
