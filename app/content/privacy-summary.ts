/**
 * The short English summary at the top of the (German) privacy policy (issue 27): the contact
 * form is English and its consent text links to the policy, so an English reader learns who
 * processes what, why, for how long, and their rights, before the German text. Every period and
 * name comes from the same configuration as the German text (app/config/site.ts); the summary
 * adds nothing the German text does not say. Rendered with lang="en".
 */
import { OPERATOR, SITE } from '../config/site.ts'

const { retention } = OPERATOR
const months = (days: number) => Math.round(days / 30.4)

export const PRIVACY_SUMMARY_EN = {
  id: 'summary',
  lang: 'en',
  heading: 'Summary in English',
  paragraphs: [
    'The full privacy policy below is in German. This summary gives its main points in English.',
    `Who: ${SITE.legalName}, ${SITE.address.street}, ${SITE.address.postalCode} ${SITE.address.city}, Germany (${SITE.email}), is responsible for the data this website processes.`,
    'What and why: when you send the contact form, we store what you enter, the time, your IP address, which of our pages brought you to the form, and which version of the consent text you agreed to. We use this only to answer your request, to protect the form from abuse and to learn which of our pages lead to requests; only our hosting, email and backup providers in Germany process it for us. Political opinions that your request reveals are processed only with the explicit consent you give by ticking the box (Art. 9(2)(a) GDPR); you can withdraw it at any time. If you write to us or call us instead, we ask for the same consent. We set no cookies, use no analytics or tracking, and load nothing from other servers.',
    `How long: our server deletes requests ${months(retention.contactRequestDays)} months after they arrive, requests sent from our careers page (Apply Now) after ${OPERATOR.applicationRetentionMonths} months, and suspected spam after ${retention.suspectedSpamDays} days. Encrypted backups, also kept away from the server, hold them for up to ${OPERATOR.backups.offsiteDays} more days; a request we delete is deleted again if a backup is ever restored. Server logs, which contain no IP addresses, are deleted after ${retention.logDays} days.`,
    `Your rights: access, rectification, erasure, restriction, data portability, objection, and withdrawal of consent – write to ${SITE.email}. You may also complain to a data-protection supervisory authority; ours is the Berlin Commissioner for Data Protection and Freedom of Information.`,
  ],
} as const
