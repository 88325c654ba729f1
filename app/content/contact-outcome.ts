import type { OutcomeLang } from '../lib/contact-outcome-paths.ts'

/**
 * The pages that answer the contact form when it was sent without JavaScript
 * (docs/decisions/031): the confirmation with the reference (Vorgangsnummer) and the page of
 * a server problem. `{reference}` is filled in by the server when it serves the page.
 */
export const CONTACT_OUTCOME = {
  sent: {
    en: {
      title: 'Request sent',
      kicker: 'Contact',
      headline: 'Request sent!',
      description: 'Your request has reached Mandatwerk. We get back to you within 24 hours on working days.',
      lead: "We'll get back to you within 24 hours on working days. You'll also receive a confirmation email.",
      reference: 'Your reference number',
      referenceNote: 'Please quote it if you call us about your request.',
      back: 'Back to the home page',
    },
    de: {
      title: 'Anfrage gesendet',
      kicker: 'Kontakt',
      headline: 'Anfrage gesendet!',
      description: 'Ihre Anfrage ist bei Mandatwerk angekommen. Wir melden uns innerhalb von 24 Stunden an Werktagen.',
      lead: 'Wir melden uns innerhalb von 24 Stunden an Werktagen. Sie erhalten außerdem eine Bestätigung per E-Mail.',
      reference: 'Ihre Vorgangsnummer',
      referenceNote: 'Bitte nennen Sie sie, wenn Sie uns zu Ihrer Anfrage anrufen.',
      back: 'Zur Startseite',
    },
  },
  problem: {
    en: {
      title: 'Request not sent',
      kicker: 'Contact',
      headline: 'Your request could not be sent',
      description: 'Your request could not be sent. Please try again later, or call or email our office.',
      lead: 'Something went wrong on our side, or too many requests came from your connection. Nothing of it was stored. Please try again in a few minutes, or reach our office directly:',
      phone: 'Phone',
      email: 'Email',
      back: 'Back to the form',
    },
    de: {
      title: 'Anfrage nicht gesendet',
      kicker: 'Kontakt',
      headline: 'Ihre Anfrage konnte nicht gesendet werden',
      description: 'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal, oder rufen Sie uns an.',
      lead: 'Bei uns ist etwas schiefgegangen, oder von Ihrer Verbindung kamen zu viele Anfragen. Gespeichert wurde davon nichts. Bitte versuchen Sie es in einigen Minuten noch einmal, oder erreichen Sie unser Büro direkt:',
      phone: 'Telefon',
      email: 'E-Mail',
      back: 'Zurück zum Formular',
    },
  },
} as const satisfies Record<'sent' | 'problem', Record<OutcomeLang, Record<string, string>>>
