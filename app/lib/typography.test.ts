import { expect, test } from 'vitest'

import { typeset, typesetAll } from './typography.ts'

const NBSP = '\u00a0'

test.each([
  ['eine Reserve von 15–20 % planen', `eine Reserve von 15–20${NBSP}% planen`],
  ['Barspenden bis 1.000 € und 10,5 Mio. Nutzer', `Barspenden bis 1.000${NBSP}€ und 10,5${NBSP}Mio. Nutzer`],
  ['werktags 18–21 Uhr, täglich 4,2 h', `werktags 18–21${NBSP}Uhr, täglich 4,2${NBSP}h`],
  ['bis 5 h 20 min am Tag', `bis 5${NBSP}h${NBSP}20${NBSP}min am Tag`],
  ['nach § 34g EStG und §§ 25 und 31c', `nach §${NBSP}34g EStG und §§${NBSP}25 und 31c`],
  ['nach Art. 9 DSGVO, z. B. Fotos', `nach Art.${NBSP}9 DSGVO, z.${NBSP}B. Fotos`],
  ['Art. 9 Abs. 2 lit. a DSGVO', `Art.${NBSP}9 Abs.${NBSP}2 lit.${NBSP}a DSGVO`],
  ['Was in ein Papier gehört – und wann', `Was in ein Papier gehört${NBSP}– und wann`],
])('typesets %j', (input, expected) => {
  expect(typeset(input)).toBe(expected)
})

test('leaves words, ranges without units and dashes inside numbers alone', () => {
  for (const text of ['5.000–25.000', 'Die 10 Erfolgsfaktoren', 'Social-Media-Wahlkampf', '3x glaubwürdiger'])
    expect(typeset(text)).toBe(text)
})

test('typesetAll reaches nested strings and keeps paths, ids and numbers', () => {
  const content = { path: '/campaign-costs', items: [{ id: 'a', min: 30, display: '30–40 %' }], note: undefined }
  expect(typesetAll(content)).toEqual({
    path: '/campaign-costs',
    items: [{ id: 'a', min: 30, display: `30–40${NBSP}%` }],
    note: undefined,
  })
})
