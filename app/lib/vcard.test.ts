import { describe, expect, test } from 'vitest'

import { buildVCard, escapeText, foldLine, MAX_LINE_OCTETS, type VCardContact, vcardFileName } from './vcard.ts'

const CONTACT: VCardContact = {
  firstName: 'Jonas',
  lastName: 'Weber',
  organisation: 'Mandatwerk GmbH',
  title: 'Gründer',
  mobile: '+49 151 00000000',
  office: '+49 30 1234567-0',
  email: 'jonas.weber@mandatwerk.example',
  website: 'https://mandatwerk.example',
  note: 'Politische Kampagnenberatung',
}
const MAIN_SITE = 'https://www.mandatwerk.example/'

type Property = { name: string; params: string; value: string }

/** A small vCard reader written from RFC 6350 3.2–3.4, independent of the code under test. */
function parse(card: string): Property[] {
  expect(card.endsWith('\r\n')).toBe(true)
  expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  const unfolded = card.slice(0, -2).replace(/\r\n[ \t]/g, '')
  return unfolded.split('\r\n').map((line) => {
    const colon = line.indexOf(':')
    const [name, ...params] = line.slice(0, colon).split(';')
    return { name: name!.toUpperCase(), params: params.join(';'), value: line.slice(colon + 1) }
  })
}

/** Splits a structured value on unescaped semicolons, then undoes TEXT escaping. */
function components(value: string): string[] {
  return value.split(/(?<!\\);/).map(unescape)
}

function unescape(value: string): string {
  return value.replace(/\\([\\,;nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char))
}

function only(properties: Property[], name: string): Property {
  const found = properties.filter((property) => property.name === name)
  expect(found, name).toHaveLength(1)
  return found[0]!
}

const octets = (line: string) => new TextEncoder().encode(line).length

describe('buildVCard', () => {
  test('is a vCard 3.0 with every property the card needs', () => {
    const properties = parse(buildVCard(CONTACT, MAIN_SITE))
    expect(properties[0]).toEqual({ name: 'BEGIN', params: '', value: 'VCARD' })
    expect(properties[1]).toEqual({ name: 'VERSION', params: '', value: '3.0' })
    expect(properties.at(-1)).toEqual({ name: 'END', params: '', value: 'VCARD' })
    expect(components(only(properties, 'N').value)).toEqual(['Weber', 'Jonas', '', '', ''])
    expect(unescape(only(properties, 'FN').value)).toBe('Jonas Weber')
    expect(components(only(properties, 'ORG').value)).toEqual(['Mandatwerk GmbH'])
    expect(unescape(only(properties, 'TITLE').value)).toBe('Gründer')
    const phones = properties.filter((property) => property.name === 'TEL')
    expect(phones.map(({ params, value }) => [params, value])).toEqual([
      ['TYPE=CELL,VOICE', '+49 151 00000000'],
      ['TYPE=WORK,VOICE', '+49 30 1234567-0'],
    ])
    expect(only(properties, 'EMAIL')).toEqual({
      name: 'EMAIL',
      params: 'TYPE=INTERNET,WORK',
      value: 'jonas.weber@mandatwerk.example',
    })
    expect(only(properties, 'URL')).toEqual({ name: 'URL', params: 'TYPE=WORK', value: 'https://mandatwerk.example' })
    expect(unescape(only(properties, 'NOTE').value)).toBe('Politische Kampagnenberatung')
    expect(properties).toHaveLength(12)
  })

  test('uses CRLF line ends only', () => {
    const card = buildVCard(CONTACT, MAIN_SITE)
    expect(card.split('\r\n').length - 1).toBe(12)
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  test('falls back to the main site when no website is given', () => {
    for (const website of ['', undefined])
      expect(only(parse(buildVCard({ ...CONTACT, website }, MAIN_SITE)), 'URL').value).toBe(MAIN_SITE)
  })

  test('escapes commas, semicolons, backslashes and line breaks and keeps umlauts as UTF-8', () => {
    const tricky: VCardContact = {
      ...CONTACT,
      firstName: 'Anna-Lena',
      lastName: 'Müller; von Weiß',
      organisation: 'Bürger, Räte & Co; Berlin',
      title: 'Gründerin\\Geschäftsführerin',
      note: 'Zeile eins,\nZeile zwei;\r\nÄrger? Öl! Übermut ß',
    }
    const card = buildVCard(tricky, MAIN_SITE)
    expect(card).toContain('Müller\\; von Weiß')
    expect(card).toContain('Bürger\\, Räte & Co\\; Berlin')
    const properties = parse(card)
    expect(components(only(properties, 'N').value)).toEqual(['Müller; von Weiß', 'Anna-Lena', '', '', ''])
    expect(unescape(only(properties, 'FN').value)).toBe('Anna-Lena Müller; von Weiß')
    expect(components(only(properties, 'ORG').value)).toEqual(['Bürger, Räte & Co; Berlin'])
    expect(unescape(only(properties, 'TITLE').value)).toBe('Gründerin\\Geschäftsführerin')
    expect(unescape(only(properties, 'NOTE').value)).toBe('Zeile eins,\nZeile zwei;\nÄrger? Öl! Übermut ß')
  })

  test('a line break in a phone number or URL cannot start a new property', () => {
    const properties = parse(
      buildVCard({ ...CONTACT, mobile: '+49 151\r\nEND:VCARD', website: 'https://a.example/\nX:1' }, MAIN_SITE),
    )
    expect(properties.filter((property) => property.name === 'END')).toHaveLength(1)
    expect(properties.some((property) => property.name === 'X')).toBe(false)
  })

  test('folds long lines at 75 octets without splitting a character, and unfolding restores them', () => {
    const note = `${'Wahlkampf für Bürgerinnen und Bürger – '.repeat(8)}😀 Ende; mit Komma, und Ümlaut`
    const card = buildVCard({ ...CONTACT, note }, MAIN_SITE)
    const physical = card.slice(0, -2).split('\r\n')
    expect(physical.length).toBeGreaterThan(14)
    for (const line of physical) expect(octets(line), line).toBeLessThanOrEqual(MAX_LINE_OCTETS)
    // Every physical line is valid UTF-8 by itself: no multi-octet sequence was cut.
    const strict = new TextDecoder('utf-8', { fatal: true })
    for (const line of physical) expect(strict.decode(new TextEncoder().encode(line))).toBe(line)
    expect(unescape(only(parse(card), 'NOTE').value)).toBe(note)
  })
})

describe('foldLine', () => {
  test('leaves a line of exactly 75 octets alone and folds one of 76', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75))
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`)
  })

  test('moves a two-octet character that would straddle the limit to the next line', () => {
    const folded = foldLine(`${'a'.repeat(74)}ü`)
    expect(folded).toBe(`${'a'.repeat(74)}\r\n ü`)
  })

  test('never cuts a 2-, 3- or 4-octet character, wherever the limit falls', () => {
    const strict = new TextDecoder('utf-8', { fatal: true })
    for (let offset = 0; offset < 4; offset++) {
      const line = `NOTE:${'a'.repeat(offset)}${'ü€😀'.repeat(40)}`
      const physical = foldLine(line).split('\r\n')
      for (const part of physical) {
        expect(octets(part)).toBeLessThanOrEqual(MAX_LINE_OCTETS)
        // A cut surrogate pair would not survive a strict UTF-8 round trip.
        expect(strict.decode(new TextEncoder().encode(part))).toBe(part)
      }
      expect(physical.join('\r\n').replace(/\r\n /g, '')).toBe(line)
    }
  })

  test('continuation lines count their leading space', () => {
    const folded = foldLine('b'.repeat(200)).split('\r\n')
    expect(folded.map((line) => line.length)).toEqual([75, 75, 52])
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true)
  })
})

test('escapeText escapes the backslash first, so escapes are not doubled', () => {
  expect(escapeText('a\\,b')).toBe('a\\\\\\,b')
  expect(escapeText('x;y,z\nw')).toBe('x\\;y\\,z\\nw')
})

test('vcardFileName is the name with hyphens, safe for every file system', () => {
  expect(vcardFileName('Jonas Weber')).toBe('Jonas-Weber.vcf')
  expect(vcardFileName('  Jürgen  Müller ')).toBe('Jürgen-Müller.vcf')
  expect(vcardFileName('A/B: C?')).toBe('AB-C.vcf')
  expect(vcardFileName('///')).toBe('Kontakt.vcf')
})
