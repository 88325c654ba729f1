/**
 * Configuration that is not copy: outside links, the security.txt contacts and the founder's
 * contact card with its paths. app/config/site.ts re-exports it with the content; this module
 * imports only a type, so app/lib/site-pages.ts can use it while site.ts is read from content/.
 * `npm run check:golive` names each demo value here by its path.
 */
import type { DemoId } from '../../keystatic/tools.ts'

/** External destinations; every one opens in a new tab with rel="noopener noreferrer". */
export const EXTERNAL = {
  /** Sister AI product for political mandate holders. */
  sisterAi: { name: 'Mandatwerk Assist', url: 'https://assist.mandatwerk.example/' },
  /** AI Act Article 4 training (certificate of attendance) offered by the red banner. */
  aiActTraining: 'https://akademie.mandatwerk.example/ki-kompetenz-art-4',
  /** Professional network and photo-sharing network profiles (footer). */
  professionalNetwork: { label: 'LinkedIn', url: 'https://linkedin.example/company/mandatwerk' },
  photoNetwork: { label: 'Instagram', url: 'https://instagram.example/mandatwerk' },
  /** Live demos of the three tools. */
  demos: {
    'wahlkampf-hq': 'https://hq-demo.mandatwerk.example/',
    'tuer-zu-tuer-planer': 'https://tuer-zu-tuer-demo.mandatwerk.example/',
    kampagnenwebsite: 'https://kampagnenwebsite-demo.mandatwerk.example/',
  } satisfies Record<DemoId, string>,
} as const

/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability. The build writes it
 * with `Expires` = build date + `validDays` (RFC 9116 recommends less than a year), so the
 * file lapses unless the site is rebuilt: the running server warns 30 days before
 * (docs/deploy.md, "Renewing security.txt"). `contact`: mailto: or https: URIs, first preferred.
 */
export const SECURITY_TXT = {
  contact: ['mailto:security@mandatwerk.example'],
  validDays: 180,
  preferredLanguages: ['de', 'en'],
} as const

/**
 * The founder's digital contact card. The two card paths are derived from
 * `slug`: `/{slug}-{token}` (password-gated) and `/{slug}-direct-access`.
 */
export const FOUNDER_CARD = {
  firstName: 'Jonas',
  lastName: 'Weber',
  name: 'Jonas Weber',
  title: 'Gründer & Geschäftsführer',
  organisation: 'Mandatwerk GmbH',
  mobile: '+49 151 00000000',
  office: '+49 30 1234567-0',
  email: 'jonas.weber@mandatwerk.example',
  website: 'https://mandatwerk.example',
  slug: 'jonas-weber',
  token: 'k7m2q9',
} as const

export const CARD_PATHS = {
  gated: `/${FOUNDER_CARD.slug}-${FOUNDER_CARD.token}`,
  direct: `/${FOUNDER_CARD.slug}-direct-access`,
} as const
