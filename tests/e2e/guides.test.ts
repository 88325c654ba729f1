import { expect, test } from '@playwright/test'

import { DEFAULT_SITE_URL } from '../../app/config/site-url.ts'
import * as guides from '../../app/content/guides/index.ts'
import { waitForHydration } from '../support/playwright-utils.ts'

const SITE_URL = DEFAULT_SITE_URL

/** Text of a raw HTML file as a reader sees it: tags dropped, entities decoded, no-break spaces as spaces. */
function readable(html: string) {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\u00a0/g, ' ')
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )
}

/** A paragraph near the end of each article, and the page's last words before the call to action. */
const LATE_TEXT: Record<string, string[]> = {
  [guides.campaignStrategy.path]: [guides.campaignStrategy.timing.paragraphs.at(-1)!, guides.campaignStrategy.cta.text],
  [guides.campaignCosts.path]: [guides.campaignCosts.legalCallout.paragraphs[0]!, guides.campaignCosts.cta.text],
  [guides.socialMediaCampaigns.path]: [
    guides.socialMediaCampaigns.faq.items[16].answer,
    guides.socialMediaCampaigns.dosAndDonts.donts.at(-1)!,
    guides.socialMediaCampaigns.cta.text,
  ],
  [guides.digitalCampaigns.path]: [
    guides.digitalCampaigns.legalCallout.paragraphs[1]!,
    guides.digitalCampaigns.cta.text,
  ],
  [guides.campaignGuide.path]: [guides.campaignGuide.pitfalls.bullets!.at(-1)!, guides.campaignGuide.cta.text],
}

for (const guide of guides.GUIDES) {
  test.describe(guide.path, () => {
    test('the prerendered HTML holds the whole article and its structured data', async ({ request }) => {
      const html = await (await request.get(guide.path)).text()
      const text = readable(html)
      expect(html).toContain('<html lang="de"')
      expect(readable(html.match(/<title>(.*?)<\/title>/)![1]!)).toBe(guide.seo.title)
      expect(text).toContain(guide.headline)
      for (const paragraph of [...guide.intro, ...LATE_TEXT[guide.path]!]) expect(text).toContain(paragraph)

      const blocks = jsonLdBlocks(html)
      expect(blocks.find((block) => block['@type'] === 'Article')).toMatchObject({
        headline: guide.headline,
        inLanguage: 'de-DE',
        url: `${SITE_URL}${guide.path}`,
        dateModified: guide.dateModified,
      })
      expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')).toMatchObject({
        itemListElement: [
          { position: 1, name: 'Startseite', item: `${SITE_URL}/` },
          { position: 2, name: 'Ratgeber', item: `${SITE_URL}/ratgeber` },
          { position: 3, name: guide.breadcrumb, item: `${SITE_URL}${guide.path}` },
        ],
      })
      const faq = blocks.find((block) => block['@type'] === 'FAQPage')
      if (guide === guides.socialMediaCampaigns) expect(faq?.mainEntity).toHaveLength(17)
      else expect(faq).toBeUndefined()
    })

    test('breadcrumb, table of contents and the call to action to /kontakt', async ({ page }) => {
      await page.goto(guide.path)
      await waitForHydration(page)
      const breadcrumb = page.getByRole('navigation', { name: 'Brotkrümelnavigation' })
      await expect(breadcrumb.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/')
      await expect(breadcrumb.getByRole('link', { name: 'Ratgeber' })).toHaveAttribute('href', '/ratgeber')
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(guide.breadcrumb)

      // The last entry of the table of contents scrolls its section under the sticky bar.
      const toc = page.getByRole('navigation', { name: 'Auf dieser Seite' })
      const entries = toc.getByRole('link')
      const last = entries.last()
      const target = (await last.getAttribute('href'))!
      await last.click()
      await expect(page).toHaveURL(new RegExp(`${target}$`))
      await expect
        .poll(() => page.locator(target).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThan(120)
      await expect(page.locator(target)).toBeInViewport()

      const ctas = page.getByRole('link', { name: guide.cta.label })
      await expect(ctas).toHaveCount(1)
      await expect(ctas).toHaveAttribute('href', '/kontakt')
      await ctas.scrollIntoViewIfNeeded()
      await ctas.click()
      await expect(page).toHaveURL('/contact')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Initial Consultation')
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${guide.path}(#[\\w-]+)?$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.headline)
    })
  })
}
