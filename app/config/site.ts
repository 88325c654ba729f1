/**
 * Site configuration: every name, address and outside URL the site shows lives here,
 * so an operator replaces the fictitious data in one place (see README, "Configuration").
 *
 * The company is fictitious. Domains use the reserved `.example` TLD (RFC 2606) and the
 * phone numbers are placeholders, so nothing here points at a real person or business.
 */

export const SITE = {
  /** Brand wordmark, used in the header, titles, emails and structured data. */
  brand: 'Mandatwerk',
  /** Registered company name for the legal notice. */
  legalName: 'Mandatwerk GmbH',
  tagline: 'Political campaign consultancy and campaign software from Berlin',
  email: 'kontakt@mandatwerk.example',
  phone: '+49 30 1234567-0',
  phoneHref: 'tel:+493012345670',
  address: {
    street: 'Friedrichstraße 123',
    postalCode: '10117',
    city: 'Berlin',
    country: 'Deutschland',
    countryCode: 'DE',
  },
  /** Opening hours shown on the contact page (SPEC 2.4). */
  hours: {
    weekdays: 'Monday to Friday 7:00 AM to 7:00 PM',
    saturday: 'Saturday 9:00 AM to 5:00 PM',
    timezone: 'CET',
  },
  /** Promised response time in hours (SPEC 9). */
  responseHours: 24,
  /** Data for the legal notice (§ 5 DDG); all fictitious, replace before going live. */
  company: {
    representatives: ['Jonas Weber'],
    register: 'Amtsgericht Berlin-Charlottenburg',
    registerNumber: 'HRB 000000 B',
    vatId: 'DE000000000',
    contentResponsible: 'Jonas Weber',
  },
  copyright: { from: 2022, to: 2025 },
} as const

/** External destinations; every one opens in a new tab with rel="noopener noreferrer". */
export const EXTERNAL = {
  /** Sister AI product for political mandate holders (SPEC 1). */
  sisterAi: { name: 'Mandatwerk Assist', url: 'https://assist.mandatwerk.example/' },
  /** Certified AI Act Article 4 training offered by the red banner (SPEC 1). */
  aiActTraining: 'https://akademie.mandatwerk.example/ki-kompetenz-art-4',
  /** Professional network and photo-sharing network profiles (footer). */
  professionalNetwork: { label: 'LinkedIn', url: 'https://linkedin.example/company/mandatwerk' },
  photoNetwork: { label: 'Instagram', url: 'https://instagram.example/mandatwerk' },
  /** Live demos of the three tools (SPEC 2.11). */
  demos: {
    'wahlkampf-hq': 'https://hq-demo.mandatwerk.example/',
    'tuer-zu-tuer-planer': 'https://tuer-zu-tuer-demo.mandatwerk.example/',
    kampagnenwebsite: 'https://kampagnenwebsite-demo.mandatwerk.example/',
  },
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

/** HR contact for the careers page (SPEC 3, HR contact). */
export const HR_CONTACT = {
  name: 'Lea Hoffmann',
  position: 'HR & Recruiting Manager',
  email: 'karriere@mandatwerk.example',
  phone: '+49 30 1234567-20',
  phoneHref: 'tel:+4930123456720',
  image: '/uploads/hr-contact.svg',
  /** The 'Jetzt bewerben' tab button mails an address on the older domain (SPEC 2.5). */
  legacyApplicationEmail: 'bewerbung@mandatwerk-kampagnen.example',
} as const

/**
 * The founder's digital contact card (SPEC 2.14). The two card paths are derived from
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
