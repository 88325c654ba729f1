/**
 * Contact page copy, including the request form's labels, options and
 * messages. Strings only; components render them. The FAQ is in
 * content/contact-faq.yaml (app/content/contact-faq.ts).
 */
import { SITE } from '../config/site.ts'
import type { SeoContent } from './types.ts'

/**
 * The response time the copy promises: the success toast's "within 24 hours", qualified
 * – the office is closed on Sundays, so a Saturday-evening request cannot be
 * answered in 24 hours (§ 5 UWG). Every line but the toast says it in these words.
 */
export const RESPONSE_PROMISE = `within ${SITE.responseHours} hours on working days`

/**
 * What "working days" means, the same in both languages and on every page and e-mail that names
 * it: the office is open Monday to Saturday (content/contact-hours.yaml), like the German
 * "Werktage".
 */
export const WORKING_DAYS = { en: 'Monday to Saturday', de: 'Montag bis Samstag' } as const
/** The legal basis of the consent checkbox. */
const CONSENT_BASIS = 'Art. 9(2)(a) GDPR'

/** Allowed values of the campaign_type field. */
export type CampaignType = 'local' | 'state' | 'federal' | 'european' | 'mayor' | 'other'

/** One option of the campaign type select. */
export type CampaignTypeOption = {
  /** Value sent as campaign_type. */
  value: CampaignType
  /** Visible option label. */
  label: string
}

/** Label and placeholder of one form field. */
export type FieldCopy = {
  /** Visible label, without the required marker. */
  label: string
  /** Placeholder text; empty when none is shown. */
  placeholder: string
  /** Whether the label carries the required marker. */
  required: boolean
}

export type ContactContent = {
  /** Dark page header. */
  header: {
    /** Page title (h1). */
    title: string
    /** Line below the title. */
    subtitle: string
  }
  /** Request form copy. */
  form: {
    /** Form heading. */
    heading: string
    /** Intro above the fields. */
    intro: string
    /** Marker appended to required labels. */
    requiredMark: string
    /** Fields of the contact request, keyed by field name. */
    fields: {
      /** name field. */
      name: FieldCopy
      /** email field. */
      email: FieldCopy
      /** phone field (optional). */
      phone: FieldCopy
      /** organization field (optional). */
      organization: FieldCopy
      /** campaign_type select; placeholder is the empty option text. */
      campaign_type: FieldCopy
      /** message textarea (5 rows). */
      message: FieldCopy
    }
    /** Options of the campaign type select, in display order. */
    campaignTypeOptions: readonly CampaignTypeOption[]
    /** Label of the prefer_phone checkbox. */
    preferPhoneLabel: string
    /**
     * Privacy consent checkbox text, split around the link to the privacy policy. A request
     * usually reveals political opinions (Art. 9(1) GDPR), so ticking it is the explicit
     * consent of Art. 9(2)(a); the privacy policy cites the same basis
     * (CONTACT_FORM_LEGAL_BASES in app/content/privacy.ts, held together by consent.test.ts).
     */
    consent: {
      /** Text before the link: the consent for political opinions, its legal basis, how to withdraw. */
      before: string
      /** Link text. */
      linkText: string
      /** Link target. */
      href: string
      /** Text after the link: that the policy is German with an English summary. */
      after: string
      /** The legal basis the text cites. */
      legalBasis: string
      /** Where a withdrawal can be sent; the text names it. */
      withdrawTo: string
      /** The consent checkbox is required. */
      required: true
    }
    /** Submit button labels per form state. */
    submit: {
      /** Idle state. */
      idle: string
      /** While sending; button disabled. */
      sending: string
      /** After success, for 5 seconds. */
      sent: string
    }
    /** Validation messages per field. */
    validation: {
      /** name shorter than 2 characters. */
      name: string
      /** email not a valid address. */
      email: string
      /** phone given but shorter than 5 characters. */
      phone: string
      /** no campaign type selected. */
      campaign_type: string
      /** message shorter than 10 characters. */
      message: string
      /** privacy consent not checked. */
      agree_privacy: string
      /** An application whose job is not a slug (only an API client sees it; docs/decisions/035). */
      job: string
      /** A field longer than its maximum; `{max}` is replaced by the limit. Not in the SPEC (it names no maxima). */
      tooLong: string
      /** Line breaks or invisible control characters in a one-line field (they could forge email headers). */
      invalidCharacters: string
    }
    /** Says what the * marker means, above the fields. */
    requiredNote: string
    /** Label of the spam trap field; hidden from people, only bots fill it in. */
    honeypotLabel: string
    /** Toasts after submitting. */
    toasts: {
      /** Success toast. */
      success: { title: string; description: string }
      /**
       * Error toast; `fallback` is used when the error has no message, `timeout` when no answer
       * came within 30 s, `unexpected` for an answer that is not the endpoint's (a redirect, a
       * web page, no request id): in both the request may or may not have arrived.
       */
      error: { title: string; fallback: string; timeout: string; unexpected: string }
    }
  }
  /** Direct-contact card; phone, email and address values come from SITE. */
  directContact: {
    /** Card heading. */
    heading: string
    /** Short intro. */
    intro: string
    /** Row label for the phone number. */
    phoneLabel: string
    /** Row label for the email link. */
    emailLabel: string
    /** Row label for the office address. */
    addressLabel: string
    /** Heading of the opening hours. */
    hoursHeading: string
    /** Opening hours lines, in order. */
    hours: readonly string[]
    /** Time zone note, in parentheses. */
    timezone: string
    /** Stated typical response time. */
    responseTime: string
  }
  /** Fast-response note. */
  fastResponse: {
    /** Note heading. */
    heading: string
    /** Note text. */
    text: string
  }
  /** Page head. */
  seo: SeoContent
}

export const CONTACT = {
  header: {
    title: 'Free Initial Consultation',
    subtitle: `Tell us about your campaign. We'll get back to you ${RESPONSE_PROMISE} and arrange a non-binding consultation with our campaign team.`,
  },

  form: {
    heading: 'About your campaign',
    intro:
      'A few details are enough for us to prepare the consultation: which election you are running in, your role and what you need help with.',
    requiredMark: '*',
    fields: {
      name: { label: 'Name', placeholder: 'First and last name', required: true },
      email: { label: 'Email', placeholder: 'name@example.com', required: true },
      phone: { label: 'Phone', placeholder: 'For a call back (optional)', required: false },
      organization: {
        label: 'Organization',
        placeholder: 'Party or voter alliance (optional)',
        required: false,
      },
      campaign_type: { label: 'Campaign type', placeholder: 'Select a campaign type', required: true },
      message: {
        label: 'Your request',
        placeholder: 'Election and date, your role or list position, and what you would like support with.',
        required: true,
      },
    },
    campaignTypeOptions: [
      { value: 'local', label: 'Local Election' },
      { value: 'state', label: 'State Election' },
      { value: 'federal', label: 'Federal Election' },
      { value: 'european', label: 'European Election' },
      { value: 'mayor', label: 'Mayoral Election' },
      { value: 'other', label: 'Other' },
    ],
    preferPhoneLabel: 'I prefer to be contacted by phone',
    consent: {
      // Only the political opinions rest on this consent (Art. 9(2)(a) GDPR); the rest of the
      // request on Art. 6(1)(b) and (f), as the policy says – so the label says exactly that.
      before: `I explicitly consent to the processing of any political opinions my request reveals (such as a party or a candidacy) by ${SITE.legalName}, solely to handle my request (${CONSENT_BASIS}). I can withdraw my consent at any time with effect for the future, e.g. by email to ${SITE.email}. How my other details are processed, and on which legal bases, is set out in the `,
      linkText: 'privacy policy',
      href: '/datenschutz',
      after: ' (in German, with a summary in English at the top).',
      legalBasis: CONSENT_BASIS,
      withdrawTo: SITE.email,
      required: true,
    },
    submit: {
      idle: 'Send request',
      sending: 'Sending...',
      sent: 'Request sent',
    },
    validation: {
      name: 'Name must be at least 2 characters long',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 5 characters long',
      campaign_type: 'Please select a campaign type',
      message: 'Message must be at least 10 characters long',
      // The message was 'You must agree to the privacy policy'; the box asks for consent, not
      // agreement to a policy (docs/spec-decisions.md).
      agree_privacy: 'Please tick the box to consent to the processing of political opinions',
      job: 'Please apply with the Apply Now button of one of our positions',
      tooLong: 'Please keep this to at most {max} characters',
      invalidCharacters: 'Please remove line breaks and invisible control characters',
    },
    requiredNote: 'Fields marked * are required.',
    honeypotLabel: 'Leave this field empty',
    toasts: {
      success: {
        title: 'Request sent!',
        // Kept word for word (docs/spec-decisions.md, "Unchanged on purpose"); every other line says RESPONSE_PROMISE.
        description: "We'll get back to you within 24 hours. You'll also receive a confirmation email.",
      },
      error: {
        title: 'Error sending',
        fallback: 'An error occurred. Please try again later.',
        timeout:
          'The server did not answer within 30 seconds, so your request may not have arrived. Please send it again – it will not reach us twice.',
        unexpected:
          'The server gave an unexpected answer, so your request may not have been saved. Please send it again – it will not reach us twice.',
      },
    },
  },

  directContact: {
    heading: 'Direct contact',
    intro: 'Prefer to talk straight away? Call us or write to us directly.',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    addressLabel: 'Office',
    hoursHeading: 'Office hours',
    hours: [SITE.hours.weekdays, SITE.hours.saturday],
    timezone: `(${SITE.hours.timezone})`,
    responseTime: `Response time: ${RESPONSE_PROMISE} (${WORKING_DAYS.en})`,
  },

  fastResponse: {
    heading: 'Fast response',
    text: `We reply to every request ${RESPONSE_PROMISE}. If a deadline is close, such as a nomination or a submission date, say so in your message or call us during office hours.`,
  },

  seo: {
    title: `Free Initial Consultation | ${SITE.brand}`,
    description: `Request a free, non-binding initial consultation for your campaign. We'll get back to you ${RESPONSE_PROMISE}. Fixed-price quotes, democratic campaigns only.`,
  },
} as const satisfies ContactContent
