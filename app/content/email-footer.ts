/**
 * The company footer of every email (app/emails/email-layout.tsx). Emails to customers are
 * business letters: § 35a GmbHG requires the legal form, the registered seat, the register
 * court and number and every managing director in them. German, like the notification and
 * the first half of the confirmation. Values come from SITE (app/config/site.ts).
 */
import { SITE } from '../config/site.ts'

const { company } = SITE

/**
 * The § 35a GmbHG line: seat, register, managing directors. The name with its legal form
 * (SITE.legalName) opens the footer's address line just above it.
 */
export const EMAIL_BUSINESS_DETAILS = [
  `Sitz: ${company.seat}`,
  // 'HRB 000000 B' stays on one line.
  `Registergericht: ${company.register}, ${company.registerNumber.replace(/ /g, '\u00a0')}`,
  `Geschäftsführung: ${company.representatives.join(', ')}`,
].join(' · ')
