import { existsSync } from 'node:fs'

import sharp from 'sharp'
import { expect, test } from 'vitest'

import { HR_CONTACT, OPERATOR } from '../config/site.ts'
import { CAREERS, JOBS } from './careers.ts'
import { internshipPay } from './jobs.server.ts'

test.each([
  ['hero', CAREERS.hero.image],
  ['team', CAREERS.culture.image],
])(
  'the %s picture exists (in public/ or inside the page) with the width and height the content states',
  async (_, image) => {
    // A small imported picture arrives as a data: URL (docs/decisions/022); any other from public/.
    const dataUrl = /^data:image\/svg\+xml,(.*)$/s.exec(image.src)
    const file = `public${image.src}`
    if (!dataUrl) expect(existsSync(file), file).toBe(true)
    const input = dataUrl ? Buffer.from(decodeURIComponent(dataUrl[1]!)) : file
    const { width, height } = await sharp(input).metadata()
    expect({ width, height }).toEqual({ width: image.width, height: image.height })
  },
)

test('the hero picture travels inside the page, the team picture is a file (docs/decisions/022)', () => {
  expect(CAREERS.hero.image.src).toMatch(/^data:image\/svg\+xml,/)
  expect(CAREERS.culture.image.src).not.toMatch(/^data:/)
})

test('the team picture comes from the uploads path', () => {
  expect(CAREERS.culture.image.src).toMatch(/^\/uploads\//)
})

test('the HR contact picture exists and is square, as the card shows it', async () => {
  const { width, height } = await sharp(`public${HR_CONTACT.image}`).metadata()
  expect(width).toBe(height)
})

test('every job posting names the HR contact in its application note', () => {
  expect(JOBS).toHaveLength(2)
  for (const job of JOBS) {
    expect(job.applicationNote).toContain(HR_CONTACT.name)
    expect(job.department).toBe('(m/w/d)')
  }
})

/**
 * The statutory minimum wage (FACTS.md: Fifth Minimum Wage Adjustment Ordinance, after the
 * Minimum Wage Commission's decision of 27 June 2025). § 22 (1) MiLoG: a voluntary internship
 * longer than three months is owed it from its first day; the second posting runs 3 months or more.
 */
const MINIMUM_WAGE = [
  { from: '2025-01-01', eurPerHour: 12.82 },
  { from: '2026-01-01', eurPerHour: 13.9 },
  { from: '2027-01-01', eurPerHour: 14.6 },
] as const

test('the internship pay is at least the minimum wage today and after every known increase', () => {
  for (const { from, eurPerHour } of MINIMUM_WAGE)
    expect(OPERATOR.internship.hourlyPayEur, `minimum wage from ${from}`).toBeGreaterThanOrEqual(eurPerHour)
})

test('both postings state the pay from the site configuration, per hour and per month in full time', () => {
  const pay = internshipPay(OPERATOR.internship)
  expect(pay).toBe('15,40 € brutto pro Stunde, in Vollzeit (40 Stunden pro Woche) rund 2.670 € brutto im Monat')
  for (const job of JOBS) expect(job.benefits.some((benefit) => benefit.includes(pay))).toBe(true)
  expect(internshipPay({ hourlyPayEur: 16, fullTimeHoursPerWeek: 38 })).toBe(
    '16,00 € brutto pro Stunde, in Vollzeit (38 Stunden pro Woche) rund 2.630 € brutto im Monat',
  )
})
