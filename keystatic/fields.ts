/**
 * The field builders every content area uses (keystatic/<area>.ts, keystatic.config.ts): a text
 * (one line or a text area), a list of lines or paragraphs, running text as Markdoc, an e-mail
 * address, a phone number, a postal address. Each takes the German label and description, then
 * its rules; the rule goes in `validation`, so the editor refuses a wrong value and the build
 * (app/content/reader/read-content.ts) names the file and field of one typed by hand
 * (scripts/content/company-content.test.ts checks the patterns' messages).
 */
import { fields } from '@keystatic/core'

/** One address, no display name: `name@domain.tld`. */
export const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

/** International form with spaces, an extension after a hyphen: `+49 30 1234567-0`. */
export const PHONE = /^\+[1-9]\d{0,2}(?: \d+)+(?:-\d+)?$/

/** Placeholder for the consultancy's brand in running text; the build puts SITE.brand there. */
export const BRAND_PLACEHOLDER = '{Marke}'

/** What a text must be: its length in characters (`min: 0` makes it optional) and a pattern. */
export type TextRules = { min?: number; max?: number; pattern?: { regex: RegExp; message: string } }

/** A line of text, required unless `min` is 0. */
export const text = (label: string, description?: string, { min = 1, max = 2000, pattern }: TextRules = {}) =>
  fields.text({ label, description, validation: { length: { min, max }, pattern } })

/** A text area: several lines, no formatting. */
export const longText = (label: string, description?: string, { min = 1, max = 2000, pattern }: TextRules = {}) =>
  fields.text({ label, description, multiline: true, validation: { length: { min, max }, pattern } })

/** A list's items (a `text` or `longText`) and how many it holds (`min: 0`: an empty list is left out of the page). */
type ListRules = { item?: ReturnType<typeof text>; min?: number; max?: number }

/** A list of lines, one field each (default: lines of up to 2000 characters, at least one). */
export const lines = (label: string, description?: string, { item = text('Zeile'), min = 1, max }: ListRules = {}) =>
  fields.array(item, {
    label,
    description,
    itemLabel: (props) => props.value || 'Neue Zeile',
    validation: { length: { min, max } },
  })

const PARAGRAPH = longText('Absatz', 'Ein Absatz Fließtext.', { min: 20, max: 900 })

/** A list of paragraphs, one text area each (default: 20 to 900 characters, one to four). */
export const paragraphs = (
  label: string,
  description: string,
  { item = PARAGRAPH, min = 1, max = 4 }: ListRules = {},
) =>
  fields.array(item, {
    label,
    description,
    itemLabel: (props) => props.value.slice(0, 60) || 'Neuer Absatz',
    validation: { length: { min, max } },
  })

/**
 * Running text as Markdoc: paragraphs only, separated by an empty line. No headings, lists or
 * formatting – the page sets the type itself; a Markdoc file with more fails the build.
 */
export const prose = (
  label: string,
  description = 'Absätze; Enter beginnt einen neuen. Leer lassen, wenn es keinen Text gibt.',
) =>
  fields.markdoc.inline({
    label,
    description: `${description} Für den Namen der Beratung ${BRAND_PLACEHOLDER} schreiben.`,
    options: {
      bold: false,
      italic: false,
      strikethrough: false,
      code: false,
      heading: false,
      blockquote: false,
      orderedList: false,
      unorderedList: false,
      table: false,
      link: false,
      image: false,
      divider: false,
      codeBlock: false,
    },
  })

/** An e-mail address the site shows or mails to. */
export const email = (label: string, description: string) =>
  text(label, `${description} Nur die Adresse, z. B. „name@firma.de“.`, {
    min: 6,
    max: 120,
    pattern: { regex: EMAIL, message: 'Bitte eine gültige E-Mail-Adresse eingeben, z. B. „name@firma.de“.' },
  })

/** A phone number as the site shows it; the dialling link (tel:) is made from it. */
export const phone = (label: string, description: string) =>
  text(
    label,
    `${description} International mit Leerzeichen, Durchwahl nach Bindestrich, z. B. „+49 30 1234567-0“; der Wähl-Link wird daraus gebildet.`,
    {
      min: 8,
      max: 30,
      pattern: {
        regex: PHONE,
        message:
          'Bitte international schreiben: „+49“, dann Vorwahl und Nummer mit Leerzeichen, z. B. „+49 30 1234567-0“.',
      },
    },
  )

/** A one-line postal address: street and number, postcode and city. */
export const postalAddress = (label: string, description: string) =>
  text(
    label,
    `${description} Eine Zeile: Straße und Hausnummer, Postleitzahl und Ort, z. B. „Am Borsigturm 100, 13507 Berlin“.`,
    {
      min: 10,
      max: 120,
      pattern: {
        regex: /^.+ \d+[a-z]?(?:[-–]\d+[a-z]?)?, \d{5} .+$/,
        message: 'Bitte „Straße Hausnummer, PLZ Ort“ schreiben, z. B. „Am Borsigturm 100, 13507 Berlin“.',
      },
    },
  )
