/**
 * Visual regression: every page of the route table, the 404 page and the contact card's two
 * states (locked gate, unlocked card), full page at 375 px and 1280 px, plus the open states
 * that matter, compared with the committed baselines in tests/e2e/__screenshots__/
 * (docs/testing.md, "Visual baselines"; `npm run test:visual:update` rewrites them).
 *
 * One page load per route and width, which also checks that the page loads without console
 * errors, is no wider than the screen and, at 375 px, passes axe; the open states reuse that
 * page. The full-page pictures are taken still (tests/support/playwright-utils.ts, openStill): the page's
 * clock is paused (the hero phrase shows its first item), every reveal-on-scroll section has
 * been shown, CSS transitions jump to their end, the caret is hidden.
 */
import { existsSync, readdirSync } from 'node:fs'

import { expect, type Locator, type Page, test } from '@playwright/test'

import { cardPassword } from '../../app/config/card-password.server.ts'
import { CARD_PATHS, FOUNDER_CARD } from '../../app/config/site.ts'
import { socialMediaCampaigns } from '../../app/content/guides/index.ts'
import { PAGES } from '../../app/lib/pages.ts'
import { NOT_FOUND_ROUTE } from '../../scripts/audit/checks.ts'
import { contentModule } from '../support/content.ts'
import { DESKTOP, expectNoSeriousA11yViolations, openStill, PHONE, watchConsole } from '../support/playwright-utils.ts'

const { HOME } = await contentModule('virtual:content/home')

const SCREENSHOT_DIR = 'tests/e2e/__screenshots__'

/** File name of a baseline: what it shows and at which width. */
const picture = (name: string, width: number) => `${name}-${width}.png`

/** A long page takes seconds to capture and compare on a busy machine (twice when a baseline is written). */
const SLOW = { timeout: 20_000 }

type Shot = { route: string; name: string }

/**
 * Every page, named by its path (the contact card's two routes share theirs' pattern, so by
 * their route id), so a baseline's file says which page it shows.
 */
const SHOTS: Shot[] = [
  ...PAGES.map((page) => ({
    route: page.path,
    // A nested path's picture: '/contact/sent' → 'contact-sent' (as Playwright names the file).
    name: page.id?.startsWith('card-') ? page.id : page.path === '/' ? 'home' : page.path.slice(1).replace(/\//g, '-'),
  })),
  { route: NOT_FOUND_ROUTE, name: '404' },
]

const VIEWPORTS = [
  { viewport: PHONE, isMobile: true, hasTouch: true },
  { viewport: DESKTOP, isMobile: false, hasTouch: false },
] as const

/**
 * The open states, each taken on the page its route's test has already loaded: `pictures` names
 * them (the baselines' file names), `show` opens them and compares one picture each.
 */
const STATES: Record<
  string,
  { pictures: (width: number) => string[]; show: (page: Page, width: number) => Promise<void> }
> = {
  '/': {
    pictures: (width) => (width < 768 ? ['mobile-menu', 'service-card-open'] : ['service-card-open']),
    show: async (page, width) => {
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click()
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
        await expect.soft(page).toHaveScreenshot(picture('mobile-menu', width), SLOW)
        await page.getByRole('button', { name: 'Close menu' }).click()
        await expect(page.getByRole('dialog')).toBeHidden()
      }
      // Without confetti, whose particles fly at random (home-service-cards.test.ts tests the confetti itself).
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const card = page.getByRole('article', { name: HOME.services.cards[1]!.title })
      await card.getByRole('button', { name: /SERVICES$/ }).click()
      await card.getByRole('button', { name: 'Campaign strategies' }).click()
      await expectRegion(page, card, picture('service-card-open', width))
    },
  },
  '/careers': {
    pictures: () => ['job-open'],
    show: async (page, width) => {
      // The job card's toggle is the summary of a `<details name>` (docs/decisions/032).
      const job = page
        .getByRole('article')
        .filter({ has: page.locator('summary') })
        .first()
      await job.locator('summary').click()
      await expect(job.getByRole('heading', { name: 'Deine Aufgaben' })).toBeVisible()
      await expectRegion(page, job, picture('job-open', width))
    },
  },
  [socialMediaCampaigns.path]: {
    pictures: () => ['source-dialog'],
    show: async (page, width) => {
      const stat = socialMediaCampaigns.stats.items[0]
      await page.getByRole('button', { name: `Quelle anzeigen: ${stat.value} ${stat.label}` }).click()
      await expect(page.getByRole('dialog', { name: 'Quelle' })).toBeVisible()
      await expect.soft(page).toHaveScreenshot(picture('source-dialog', width), SLOW)
    },
  },
  '/contact': {
    pictures: () => ['contact-form-errors'],
    show: async (page, width) => {
      await page.getByRole('button', { name: 'Send request' }).click()
      await expect(
        page.getByText('Please tick the box to consent to the processing of political opinions'),
      ).toBeVisible()
      await expectRegion(
        page,
        page.getByRole('form', { name: 'About your campaign' }),
        picture('contact-form-errors', width),
      )
    },
  },
  [CARD_PATHS.gated]: {
    pictures: () => ['card-unlocked'],
    show: async (page, width) => {
      await page.getByLabel('Passwort').fill(cardPassword())
      await page.getByRole('button', { name: 'Zugang gewähren' }).click()
      await expect(page.getByRole('heading', { level: 1, name: FOUNDER_CARD.name })).toBeVisible()
      await expect.soft(page).toHaveScreenshot(picture('card-unlocked', width), { ...SLOW, fullPage: true })
    },
  },
  [CARD_PATHS.direct]: {
    pictures: () => ['card-dark'],
    show: async (page, width) => {
      // The card follows the system setting live (prefers-color-scheme): the same page, switched to dark.
      await page.emulateMedia({ colorScheme: 'dark' })
      await expect.soft(page).toHaveScreenshot(picture('card-dark', width), { ...SLOW, fullPage: true })
    },
  },
}

/**
 * Compares the part of the page `target` covers, with the page at its top: a picture of the
 * whole page cut to the element, so the sticky navigation bar is never painted over it.
 */
async function expectRegion(page: Page, target: Locator, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.mouse.move(0, 0)
  const clip = await target.evaluate((el) => {
    const box = el.getBoundingClientRect()
    return { x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height }
  })
  await expect.soft(page).toHaveScreenshot(name, { ...SLOW, fullPage: true, clip })
}

for (const { viewport, isMobile, hasTouch } of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile, hasTouch })
    test.describe.configure({ timeout: 60_000 })

    for (const shot of SHOTS) {
      test(`${shot.route} looks as its baselines show`, async ({ page }) => {
        const errors = watchConsole(page)
        await openStill(page, shot.route)
        // Nothing is wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
        await expect.soft(page).toHaveScreenshot(picture(shot.name, viewport.width), { ...SLOW, fullPage: true })
        // The open states need time to run (lazy chunks, React's Suspense); none shows the hero phrase.
        await page.clock.resume()
        // Every page at phone width passes axe too (the quality gates check 1280 px).
        if (isMobile) await expectNoSeriousA11yViolations(page)
        await STATES[shot.route]?.show(page, viewport.width)
        if (shot.route === NOT_FOUND_ROUTE)
          expect(errors).toContain(`User attempted to access non-existent route ${NOT_FOUND_ROUTE}`)
        else expect(errors).toEqual([])
      })
    }
  })
}

test('every committed baseline belongs to a picture these tests take', () => {
  const expected = new Set(
    VIEWPORTS.flatMap(({ viewport }) =>
      SHOTS.flatMap((shot) => [
        picture(shot.name, viewport.width),
        ...(STATES[shot.route]?.pictures(viewport.width) ?? []).map((state) => picture(state, viewport.width)),
      ]),
    ),
  )
  const stale = (existsSync(SCREENSHOT_DIR) ? readdirSync(SCREENSHOT_DIR) : []).filter((file) => !expected.has(file))
  expect(stale, `baselines of pictures no test takes any more: delete them from ${SCREENSHOT_DIR}`).toEqual([])
})
