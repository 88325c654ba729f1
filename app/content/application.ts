/**
 * The contact page as an application form (issue 37, docs/decisions/035): what changes when
 * Apply Now brought the visitor (`/contact?stelle=<slug>`). The page is English like the careers
 * page; the job's title and what the message should say come from the German ad (content/jobs/)
 * and are marked `lang="de"` where they are shown.
 */
import { HR_CONTACT, OPERATOR, SITE } from '../config/site.ts'

/** The applicants' consent: the same legal basis as the request form's (political opinions, Art. 9(2)(a) GDPR). */
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
      before: `I consent to ${SITE.legalName} processing my application, including any political opinions it reveals (such as a party membership), solely for this application procedure (${CONSENT_BASIS} for political opinions). It goes to ${HR_CONTACT.name}, our ${HR_CONTACT.position}; if it does not lead to employment, it is deleted ${OPERATOR.applicationRetentionMonths} months after it arrives. I can withdraw my consent at any time with effect for the future, e.g. by email to ${HR_CONTACT.email}. Everything else is set out in the `,
      linkText: 'privacy policy',
      href: '/datenschutz',
      after: ' (in German, section “Bewerbungen”).',
    },
    submit: { idle: 'Send application', sending: 'Sending...', sent: 'Application sent' },
  },
  toasts: {
    success: {
      title: 'Application sent!',
      description: `Thank you. ${HR_CONTACT.name} will get back to you by email. You'll also receive a confirmation email.`,
    },
  },
  seo: {
    /** `{job}`: the job's title. */
    title: `Application: {job} | ${SITE.brand}`,
    description: `Apply to ${SITE.brand} for {job}.`,
  },
} as const
