/**
 * The contact page as an application form (docs/decisions/035): what changes when
 * Apply Now brought the visitor (`/contact?stelle=<slug>`). The page is English like the careers
 * page; the job's title and what the message should say come from the German ad (content/jobs/)
 * and are marked `lang="de"` where they are shown.
 */
import { HR_CONTACT, OPERATOR, SITE } from '../config/site.ts'

/** The applicants' consent: for political opinions only, as on the request form (Art. 9(2)(a) GDPR). */
const CONSENT_BASIS = 'Art. 9(2)(a) GDPR'

export const APPLICATION = {
  /** Above the job's title in the page's header. */
  kicker: 'Application',
  /** The header's lead. */
  subtitle: `Apply in a few lines. Your application goes to ${HR_CONTACT.name}, our ${HR_CONTACT.position}, who will reply by email.`,
  form: {
    heading: 'Your application',
    intro:
      'No application portal, no account: your name, your email address and a short message are enough to start.',
    /** Label of the message field; the job's own question (its `applicationPrompt`) is the field's hint. */
    messageLabel: 'Your message',
    /** The field's placeholder; the hint above it says what to write. */
    messagePlaceholder: 'A few lines about you (in German or English)',
    /** How the CV reaches us: the form takes no files. */
    documents: `This form takes no files. Please send your CV as a single PDF to ${HR_CONTACT.email} and quote the reference number from your confirmation email.`,
    consent: {
      // As on the request form, only the political opinions rest on this consent (Art. 9(2)(a)
      // GDPR); the application itself on Art. 6(1)(b), as the privacy policy says ("Bewerbungen").
      before: `I explicitly consent to the processing of any political opinions my application reveals (such as a party membership) by ${SITE.legalName}, solely for this application procedure (${CONSENT_BASIS}). I can withdraw my consent at any time with effect for the future, e.g. by email to ${HR_CONTACT.email}. My application goes to ${HR_CONTACT.name}, our ${HR_CONTACT.position}; unless it leads to employment or an internship, it is deleted ${OPERATOR.applicationRetentionMonths} months after it arrives, save for a legal dispute. How my details are processed, and on which legal bases, is set out in the `,
      linkText: 'privacy policy',
      href: '/datenschutz',
      after: ' (in German, section “Bewerbungen”).',
    },
    submit: { idle: 'Send application', sending: 'Sending...', sent: 'Application sent' },
  },
  toasts: {
    success: {
      title: 'Application sent!',
      description: `Thank you. ${HR_CONTACT.name} will get back to you by email. A confirmation email normally arrives within minutes.`,
    },
  },
  seo: {
    /** `{job}`: the job's title. */
    title: `Application: {job} | ${SITE.brand}`,
    description: `Apply to ${SITE.brand} for this position: {job}. No application portal, no account.`,
  },
} as const
