/**
 * Field builders the content areas share (keystatic/<area>.ts): an e-mail address, a phone
 * number in international form, a line of German copy. Each carries its rule as `validation`,
 * so the editor refuses a wrong value and the build (app/content/reader/read-content.ts) names the
 * file and field of one typed by hand.
 */
import { fields } from '@keystatic/core'

/** One address, no display name: `name@domain.tld`. */
export const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

/** International form with spaces, an extension after a hyphen: `+49 30 1234567-0`. */
export const PHONE = /^\+[1-9]\d{0,2}(?: \d+)+(?:-\d+)?$/

/** A required line of text with a length range. */
export const line = (label: string, description: string, max = 160, min = 2) =>
  fields.text({ label, description, validation: { length: { min, max } } })

/** An e-mail address the site shows or mails to. */
export const email = (label: string, description: string) =>
  fields.text({
    label,
    description: `${description} Nur die Adresse, z. B. „name@firma.de“.`,
    validation: {
      length: { min: 6, max: 120 },
      pattern: { regex: EMAIL, message: 'Bitte eine gültige E-Mail-Adresse eingeben, z. B. „name@firma.de“.' },
    },
  })

/** A phone number as the site shows it; the dialling link (tel:) is made from it. */
export const phone = (label: string, description: string) =>
  fields.text({
    label,
    description: `${description} International mit Leerzeichen, Durchwahl nach Bindestrich, z. B. „+49 30 1234567-0“; der Wähl-Link wird daraus gebildet.`,
    validation: {
      length: { min: 8, max: 30 },
      pattern: {
        regex: PHONE,
        message:
          'Bitte international schreiben: „+49“, dann Vorwahl und Nummer mit Leerzeichen, z. B. „+49 30 1234567-0“.',
      },
    },
  })

/** A one-line postal address: street and number, postcode and city. */
export const postalAddress = (label: string, description: string) =>
  fields.text({
    label,
    description: `${description} Eine Zeile: Straße und Hausnummer, Postleitzahl und Ort, z. B. „Am Borsigturm 100, 13507 Berlin“.`,
    validation: {
      length: { min: 10, max: 120 },
      pattern: {
        regex: /^.+ \d+[a-z]?(?:[-–]\d+[a-z]?)?, \d{5} .+$/,
        message: 'Bitte „Straße Hausnummer, PLZ Ort“ schreiben, z. B. „Am Borsigturm 100, 13507 Berlin“.',
      },
    },
  })
