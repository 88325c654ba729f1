import { describe, expect, test } from 'vitest'

import { CARD_PATHS } from '../config/site.ts'
import { type Attribution, NO_ATTRIBUTION } from '../lib/attribution.ts'
import { attributionLine, pageName } from './attribution-line.ts'

/** What the build writes for the guides and the hub (app/lib/guides.ts, guideNames). */
const NAMES = {
  '/ratgeber': 'Ratgeber Wahlkampf',
  '/campaign-costs': 'Wahlkampfkosten-Ratgeber',
  '/campaign-strategy': 'Wahlkampfstrategie-Ratgeber',
}

const line = (attribution: Partial<Attribution>) => attributionLine({ ...NO_ATTRIBUTION, ...attribution }, NAMES)

describe('the "Gekommen über" line of the notification', () => {
  test.each([
    [
      'landed on a guide and went on to the contact page',
      { landing_path: '/campaign-costs', previous_path: '/campaign-costs' },
      'Wahlkampfkosten-Ratgeber → Kontakt',
    ],
    [
      'from a search engine, through the hub and a guide',
      { referrer_host: 'www.google.com', landing_path: '/ratgeber', previous_path: '/campaign-strategy' },
      'www.google.com → Ratgeber Wahlkampf → Wahlkampfstrategie-Ratgeber → Kontakt',
    ],
    [
      'fixed pages by their German names',
      { landing_path: '/', previous_path: '/careers' },
      'Startseite → Karriere → Kontakt',
    ],
    [
      'a path the site does not know, as it is',
      { landing_path: '/alte-seite', previous_path: '/' },
      '/alte-seite → Startseite → Kontakt',
    ],
    [
      'a legacy German path like the page it leads to',
      { landing_path: '/wahlkampfkosten/', previous_path: '/wahlkampfkosten' },
      'Wahlkampfkosten-Ratgeber → Kontakt',
    ],
    [
      'the contact page opened from another site',
      { referrer_host: 'www.linkedin.com', landing_path: '/contact' },
      'www.linkedin.com → Kontakt',
    ],
    ['the contact page opened directly', { landing_path: '/contact' }, 'Kontakt (direkt aufgerufen)'],
    [
      'a full page load from one of our pages (Apply Now): the start of the visit is unknown',
      { previous_path: '/careers' },
      '… → Karriere → Kontakt',
    ],
    [
      'UTM values of the landing address',
      {
        landing_path: '/campaign-costs',
        previous_path: '/campaign-costs',
        utm_source: 'newsletter',
        utm_campaign: 'herbst-2026',
      },
      'Wahlkampfkosten-Ratgeber → Kontakt (Kampagnenlink: source=newsletter, campaign=herbst-2026)',
    ],
    [
      'a campaign link straight to the contact page is not "direct"',
      { landing_path: '/contact', utm_source: 'newsletter', utm_medium: 'email' },
      'Kontakt (Kampagnenlink: source=newsletter, medium=email)',
    ],
    ['nothing known (an older request, another client)', {}, 'nicht übermittelt'],
  ])('%s', (_, attribution, expected) => {
    expect(line(attribution)).toBe(expected)
  })

  test('without the build names, guides show as their paths', () => {
    expect(attributionLine({ ...NO_ATTRIBUTION, landing_path: '/campaign-costs' }, {})).toBe(
      '/campaign-costs → Kontakt',
    )
    expect(attributionLine(undefined, NAMES)).toBe('nicht übermittelt')
  })

  test('the founder card has a name; a path the site does not have shows as itself', () => {
    expect(pageName(CARD_PATHS.direct, {})).toBe('Digitale Kontaktkarte')
    expect(pageName('/no/such/page', NAMES)).toBe('/no/such/page')
  })
})
