import { expect, type Page, test } from '@playwright/test'

import { luminance, pixel, screenPixels } from '../support/pixels.ts'
import { PHONE, scrollAndSettle, waitForHydration, watchConsole } from '../support/playwright-utils.ts'

/**
 * What the navigation bar looks like: the colour of its background (read at its left edge,
 * where nothing is drawn on it), the colour seen just below it, and how much light and dark
 * ink its text puts on screen.
 */
async function navigationBar(page: Page) {
  const box = (await page.getByRole('banner').boundingBox())!
  const strip = await screenPixels(page, { x: 0, y: Math.max(0, box.y), width: box.width, height: box.height + 6 })
  const middle = Math.round(box.height / 2)
  let light = 0
  let dark = 0
  for (let y = 8; y < box.height - 8; y++)
    for (let x = 0; x < strip.width; x++) {
      const l = luminance(pixel(strip, x, y))
      if (l > 200) light++
      if (l < 60) dark++
    }
  return {
    background: pixel(strip, 4, middle),
    /** The background far right of the links, where the tools page's hero glows red. */
    backgroundRight: pixel(strip, Math.round(box.width * 0.74), middle),
    belowRight: pixel(strip, Math.round(box.width * 0.74), strip.height - 2),
    light,
    dark,
  }
}
const WHITE = [255, 255, 255]
const BLACK = [0, 0, 0]

test.describe('navigation bar at 1280 px', () => {
  // A page that hydrates, and a reading page (no React: a small inline script sets the tone).
  for (const path of ['/contact', '/campaign-costs']) {
    test(`${path}: is white before 10 px of scroll and solid black with white text after`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      const atTop = await navigationBar(page)
      expect(atTop.background).toEqual(WHITE)
      expect(atTop.dark).toBeGreaterThan(300)
      // Once the page has handled the scroll and drawn a few frames, a bar that had started
      // turning dark would be grey already.
      await scrollAndSettle(page, 10, 5)
      expect((await navigationBar(page)).background).toEqual(WHITE)
      await page.evaluate(() => window.scrollTo(0, 11))
      await expect.poll(async () => (await navigationBar(page)).background).toEqual(BLACK)
      const scrolled = await navigationBar(page)
      expect(scrolled.light).toBeGreaterThan(300)
    })
  }

  test('is transparent over the dark hero on /campaign-tools until the page scrolls', async ({ page }) => {
    await page.goto('/campaign-tools')
    await waitForHydration(page)
    // The hero's red glow shows through the bar, as it does just below it; the text is light.
    const atTop = await navigationBar(page)
    expect(atTop.backgroundRight[0]).toBeGreaterThan(atTop.backgroundRight[2] + 10)
    for (const channel of [0, 1, 2])
      expect(Math.abs(atTop.backgroundRight[channel]! - atTop.belowRight[channel]!)).toBeLessThan(6)
    expect(atTop.light).toBeGreaterThan(300)
    await page.evaluate(() => window.scrollTo(0, 200))
    await expect.poll(async () => (await navigationBar(page)).backgroundRight).toEqual(BLACK)
  })

  test('has the wordmark, the four links and the REQUEST CAMPAIGN button', async ({ page }) => {
    await page.goto('/careers')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: /Mandatwerk/ })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/#team')
    await expect(nav.getByRole('link', { name: 'Campaign Tools' })).toHaveAttribute('href', '/campaign-tools')
    await expect(nav.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers')
    await expect(nav.getByRole('link', { name: 'REQUEST CAMPAIGN' })).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  })

  test('Services scrolls smoothly to #team on the home page', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => {
      const w = window as unknown as { scrolls: number[] }
      w.scrolls = []
      window.addEventListener('scroll', () => w.scrolls.push(window.scrollY))
    })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/#team$/)
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('team')
    // Wait for the scroll to settle with the section at the top (below the sticky bar).
    await expect
      .poll(() => page.locator('#team').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(100)
    const scrolls = await page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls)
    // Smooth scrolling passes through intermediate positions instead of jumping once.
    expect(new Set(scrolls).size).toBeGreaterThan(2)
  })

  test('Services from another page lands on the home page section', async ({ page }) => {
    await page.goto('/careers')
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/#team$/)
    await expect(page.locator('#team')).toBeInViewport()
  })

  test('every route change starts at the top of the page', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL('/careers')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('in-page hash links scroll smoothly to their section', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
  })
})

test.describe('navigation bar at 375 px', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

  for (const path of ['/contact', '/campaign-costs']) {
    test(`${path}: opens a full-screen menu that traps focus and closes on Escape`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' })).toBeHidden()
      const trigger = page.getByRole('button', { name: 'Open menu' })
      await trigger.click()
      const dialog = page.getByRole('dialog', { name: 'Menu' })
      await expect(dialog).toBeVisible()
      // The overlay covers the whole screen: its box, what is on top at the corners and in the
      // middle, and the black it paints there.
      const box = await dialog.boundingBox()
      expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height })
      const points = [
        [1, 1],
        [PHONE.width - 2, PHONE.height - 2],
        [1, PHONE.height - 2],
        [PHONE.width / 2, PHONE.height / 2],
      ]
      const screen = await screenPixels(page)
      for (const [x, y] of points) {
        expect(
          await dialog.evaluate((el, [px, py]) => el.contains(document.elementFromPoint(px!, py!)), [x!, y!]),
        ).toBe(true)
        expect(pixel(screen, Math.floor(x!), Math.floor(y!))).toEqual([0, 0, 0])
      }
      for (const name of ['Home', 'Services', 'Campaign Tools', 'Careers', 'REQUEST CAMPAIGN']) {
        await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible()
      }
      // Tabbing never reaches the page behind the dialog (a native modal: between its last and
      // first control, focus passes through the browser's own controls, where it is the body).
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab')
        expect(
          await page.evaluate(
            () => document.activeElement === document.body || !!document.activeElement?.closest('dialog'),
          ),
        ).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(trigger).toBeFocused()
    })

    test(`${path}: closes after a link is chosen, and the close button closes it`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('button', { name: 'Close menu' }).click()
      await expect(page.getByRole('dialog')).toBeHidden()

      await page.getByRole('button', { name: 'Open menu' }).click()
      // First with the navigation prevented: the menu closes when a link is chosen (so Back never
      // shows it open), not only when the next page replaces this one.
      await page.evaluate(() =>
        window.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }),
      )
      await page.getByRole('dialog').getByRole('link', { name: 'Campaign Tools' }).click()
      await expect(page.getByRole('dialog')).toBeHidden()
      await expect(page).toHaveURL(path)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('dialog').getByRole('link', { name: 'Campaign Tools' }).click()
      await expect(page).toHaveURL('/campaign-tools')
      await expect(page.getByRole('dialog')).toBeHidden()
      // Back shows the page as it was left, with the menu closed (a reading page may come from the back/forward cache).
      await page.goBack()
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('dialog')).toBeHidden()
    })
  }

  test('Services in the menu scrolls to #team on the home page', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Services' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.locator('#team')).toBeInViewport()
    await expect(page).toHaveURL(/\/#team$/)
  })
})

test('legacy links replace the history entry', async ({ page }) => {
  await page.goto('/campaign-strategy')
  await waitForHydration(page)
  // The guide's call to action points at the legacy path on purpose.
  const cta = page.getByRole('main').locator('a[href="/kontakt"]').last()
  await expect(cta).toBeVisible()
  await cta.click()
  await expect(page).toHaveURL('/contact')
  await expect(page.getByRole('heading', { name: 'Free Initial Consultation' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL('/campaign-strategy')
})

test('a legacy address typed into the browser ends on the new page', async ({ page }) => {
  const response = await page.goto('/wahlkampfkosten')
  expect(response?.url()).toMatch(/\/campaign-costs$/)
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/wahlkampfkosten$/)
})
test('the 404 page logs the path that was asked for', async ({ page }) => {
  const errors = watchConsole(page)
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect.poll(() => errors.join('\n')).toContain('User attempted to access non-existent route /no-such-page')
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('the 404 page gives German readers a line and a way on to the guides and the contact page', async ({ page }) => {
  await page.goto('/ratgeber/kein-solcher-ratgeber')
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await expect(page.getByText('Diese Seite gibt es nicht (mehr).')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Kontaktanfrage' })).toHaveAttribute('href', '/contact')
  await page.getByRole('main').getByRole('link', { name: 'Ratgebern zum Wahlkampf' }).click()
  await expect(page).toHaveURL('/ratgeber')
  await expect(page.getByRole('heading', { level: 1, name: 'Ratgeber Wahlkampf' })).toBeVisible()
})
