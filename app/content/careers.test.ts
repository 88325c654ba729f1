import { existsSync } from 'node:fs'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { HR_CONTACT } from '../config/site.ts'
import { CAREERS, JOBS } from './careers.ts'

test.each([
  ['hero', CAREERS.hero.image],
  ['team', CAREERS.culture.image],
])('the %s picture exists in public/ with the width and height the content states', async (_, image) => {
  const file = `public${image.src}`
  expect(existsSync(file), file).toBe(true)
  const { width, height } = await sharp(file).metadata()
  expect({ width, height }).toEqual({ width: image.width, height: image.height })
})

test('the team picture comes from the uploads path (SPEC 2.5)', () => {
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
