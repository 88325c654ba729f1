/**
 * The company footer of every email (app/emails/email-layout.tsx). Emails to customers are
 * business letters: § 35a GmbHG requires the legal form, the registered seat, the register
 * court and number and every managing director in them. German, like the notification and
 * the first half of the confirmation. Values come from SITE (app/config/site.ts).
 */
import { SITE } from '../config/site.ts'

const { company } = SITE

/** The § 35a GmbHG line: legal form (in the name), seat, register, managing directors. */
export const EMAIL_BUSINESS_DETAILS = [
  `${SITE.legalName}, Sitz: ${company.seat}`,
  `Registergericht: ${company.register}, ${company.registerNumber}`,
  `Geschäftsführung: ${company.representatives.join(', ')}`,
].join(' · ')
