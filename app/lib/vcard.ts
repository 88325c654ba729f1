/**
 * vCard 3.0 (RFC 2426) for the founder's contact card. Text is escaped and long
 * lines are folded as RFC 6350 asks (the rules 3.0 readers apply too), with CRLF line ends,
 * so Apple Contacts, Google Contacts and Outlook import it unchanged.
 */

export type VCardContact = {
  firstName: string
  lastName: string
  organisation: string
  /** Job title (TITLE). */
  title: string
  mobile: string
  office: string
  email: string
  /** Homepage (URL); `defaultWebsite` when empty. */
  website?: string
  note?: string
}

/** RFC 6350 3.2: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
export const MAX_LINE_OCTETS = 75
const CRLF = '\r\n'

/** Escapes a TEXT value: backslash, newline, comma and semicolon (RFC 2426 5.8.4, RFC 6350 3.4). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1
  if (codePoint < 0x800) return 2
  if (codePoint < 0x10000) return 3
  return 4
}

/**
 * Folds one content line into lines of at most 75 octets; each continuation starts with a
 * space, which counts towards its line. Breaks fall between characters, never inside a
 * multi-octet UTF-8 sequence (RFC 6350 3.2), so an umlaut is never cut in half.
 */
export function foldLine(line: string): string {
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!)
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  lines.push(current)
  return lines.join(CRLF)
}

/** The vCard text, CRLF line ends, ending in a line break. */
export function buildVCard(contact: VCardContact, defaultWebsite: string): string {
  const text = escapeText
  // URL and TEL values are not TEXT (no escaping), but a line break in one would end the line.
  const plain = (value: string) => value.replace(/[\r\n]+/g, ' ').trim()
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${text(contact.lastName)};${text(contact.firstName)};;;`,
    `FN:${text(`${contact.firstName} ${contact.lastName}`)}`,
    `ORG:${text(contact.organisation)}`,
    `TITLE:${text(contact.title)}`,
    `TEL;TYPE=CELL,VOICE:${plain(contact.mobile)}`,
    `TEL;TYPE=WORK,VOICE:${plain(contact.office)}`,
    `EMAIL;TYPE=INTERNET,WORK:${text(contact.email)}`,
    // Outlook ignores a URL without a TYPE.
    `URL;TYPE=WORK:${plain(contact.website || defaultWebsite)}`,
    ...(contact.note ? [`NOTE:${text(contact.note)}`] : []),
    'END:VCARD',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}

/** `Jonas Weber` → `Jonas-Weber.vcf`; characters file systems reject are dropped. */
export function vcardFileName(name: string): string {
  const base = name
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '')
    .trim()
    .replace(/\s+/g, '-')
  return `${base || 'Kontakt'}.vcf`
}
