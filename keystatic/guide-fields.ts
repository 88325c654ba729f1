/**
 * Fields only the guides have (keystatic/guides.ts, keystatic/guide-sections.ts), built on the
 * shared ones (keystatic/fields.ts): icons from the known set, links to pages that exist, anchors,
 * figures with their source and year. German labels and descriptions: the staff edit with them.
 */
import { fields } from '@keystatic/core'

import { text } from './fields.ts'

export { BRAND_PLACEHOLDER } from './fields.ts'

/**
 * The icons a guide may name: `GuideIconName` (app/content/types.ts) is this set, and the guide
 * pages map exactly it (components/sections/guide/guide-icons.ts).
 */
export const GUIDE_ICON_NAMES = [
  'Activity',
  'AtSign',
  'BookOpen',
  'Briefcase',
  'Calendar',
  'CalendarClock',
  'Camera',
  'ChartColumn',
  'ChartPie',
  'Clapperboard',
  'ClipboardList',
  'Clock',
  'Compass',
  'Flag',
  'Globe',
  'HandCoins',
  'Heart',
  'Image',
  'Landmark',
  'LayoutGrid',
  'Mail',
  'MapPin',
  'Megaphone',
  'MessageCircle',
  'MessageSquare',
  'Newspaper',
  'PiggyBank',
  'Printer',
  'RefreshCw',
  'Repeat',
  'Scale',
  'Search',
  'Share2',
  'Smartphone',
  'Target',
  'TrendingUp',
  'Truck',
  'TvMinimalPlay',
  'UserCheck',
  'Users',
  'Video',
  'Vote',
  'Wallet',
] as const

/** The guide pages that exist, by path: the only targets of a 'Weiterlesen' link. */
export const GUIDE_PATHS = [
  { label: 'Wahlkampf-Guide', value: '/campaign-guide' },
  { label: 'Wahlkampfstrategie', value: '/campaign-strategy' },
  { label: 'Wahlkampfkosten', value: '/campaign-costs' },
  { label: 'Digitaler Wahlkampf', value: '/digital-campaigns' },
  { label: 'Social-Media-Wahlkampf', value: '/social-media-campaigns' },
] as const

export const icon = (label = 'Symbol', optional = false) =>
  fields.select({
    label,
    description:
      'Ein Symbol aus dem Satz, den die Ratgeberseiten kennen (lucide-Namen). Neue Symbole fügt die Entwicklung hinzu.',
    options: [
      ...(optional ? [{ label: '– kein Symbol –', value: '' }] : []),
      ...GUIDE_ICON_NAMES.map((name) => ({ label: name, value: name })),
    ],
    defaultValue: optional ? '' : 'Target',
  })

/** Stable anchor or React key: lowercase, digits and hyphens. */
export const id = (label = 'Kennung (Anker)') =>
  fields.text({
    label,
    description:
      'Kleinbuchstaben, Ziffern und Bindestriche, z. B. „rechtlicher-rahmen“. Nach dem Veröffentlichen nicht mehr ändern: Links zeigen darauf.',
    validation: {
      length: { min: 1, max: 60 },
      pattern: { regex: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: 'Nur Kleinbuchstaben, Ziffern und Bindestriche.' },
    },
  })

/** Where a figure comes from. A figure without a source and year does not go live. */
export const source = (label = 'Quelle', needsYear = true) =>
  fields.object(
    {
      label: text(
        'Quellenangabe',
        needsYear
          ? 'Herausgeber und Titel, z. B. „DataReportal, „Digital 2025: Germany““. Eine Zahl ohne Quelle darf nicht erscheinen (Irreführung, § 5 UWG).'
          : 'Gesetz, Urteil oder Herausgeber mit Titel.',
        { min: 3, max: 300 },
      ),
      note: fields.text({
        label: 'Erläuterung',
        description: 'Was genau gemessen wurde, Einschränkungen, Rundung (erscheint im Quellen-Dialog). Optional.',
        multiline: true,
      }),
      ...(needsYear && {
        year: fields.select({
          label: 'Jahr der Zahl',
          description:
            'Jahr, in dem die Zahl erhoben oder veröffentlicht wurde. Pflicht: eine Zahl ohne Quelle und Jahr darf nicht erscheinen. „Laufende Angabe“ nur für Zahlen, die der Anbieter selbst fortlaufend nennt (dann bei jeder Überarbeitung prüfen); „Erfahrungswert“ nur, wenn die Kachel ausdrücklich sagt, dass sie kein Messwert ist.',
          options: [
            { label: '– bitte wählen –', value: '' },
            ...Array.from({ length: 12 }, (_, index) => String(2016 + index)).map((year) => ({
              label: year,
              value: year,
            })),
            { label: 'Laufende Angabe des Anbieters – Stand: „Zuletzt überarbeitet“', value: 'stand' },
            { label: 'Erfahrungswert (kein Messwert)', value: 'erfahrung' },
          ],
          // No year chosen fails the build (app/content/guides.server.ts), as does a file without one.
          defaultValue: '',
        }),
      }),
      url: fields.text({
        label: 'Adresse der Quelle',
        description: 'https-Adresse, wo es eine dauerhafte gibt; sonst leer.',
        validation: {
          pattern: { regex: /^(https:\/\/\S+)?$/, message: 'Eine vollständige https-Adresse oder leer.' },
        },
      }),
    },
    { label },
  )
