import { SITE } from '../config/site.ts'
import type { SeoContent } from './types.ts'

/**
 * Legal notice (Impressum) for /legal, in German as German law requires.
 *
 * Structure follows § 5 DDG (Digitale-Dienste-Gesetz, in force since 14 May 2024, replacing § 5 TMG).
 * Every company datum comes from SITE, so replacing the fictitious data in app/config/site.ts updates
 * this page (`npm run check:golive` lists what is still demo data).
 *
 * The liability paragraphs deliberately cite no DDG sections: the old §§ 7–10 TMG liability rules were
 * replaced by Art. 4–6 of the Digital Services Act, not carried over one-to-one, so copied citations
 * such as "§§ 8 bis 10 DDG" would be wrong.
 */

/** One block of the legal notice. */
export type LegalSection = {
  /** Stable anchor id (kebab-case, unique on the page). */
  id: string
  /** Section heading. */
  heading: string
  /** Running text, one string per paragraph; may be empty when the section is only `lines`. */
  paragraphs: readonly string[]
  /** Address-like lines shown one per line without spacing, rendered after the paragraphs. */
  lines?: readonly string[]
  /** Optional in-site link rendered after the text (label and path). */
  link?: { label: string; href: string }
  /** Blocks belonging to this section, rendered one heading level below it. */
  subsections?: readonly LegalSection[]
}

/** The whole legal notice page. */
export type LegalPage = {
  /** Head data. */
  seo: SeoContent
  /** The page's h1. */
  headline: string
  /** Short lead under the headline. */
  intro: string
  /** Sections in display order. */
  sections: readonly LegalSection[]
}

const { address, company } = SITE

export const LEGAL = {
  seo: {
    title: `Impressum | ${SITE.brand}`,
    description: `Impressum der ${SITE.legalName}, ${address.city}: Anbieterkennzeichnung nach § 5 DDG, Kontakt, Registereintrag und rechtliche Hinweise.`,
  },
  headline: 'Impressum',
  intro: `Anbieterkennzeichnung und rechtliche Hinweise der ${SITE.legalName}.`,
  sections: [
    {
      id: 'angaben',
      heading: 'Angaben gemäß § 5 DDG',
      paragraphs: [],
      lines: [SITE.legalName, address.street, `${address.postalCode} ${address.city}`, address.country],
    },
    {
      id: 'vertretung',
      heading: 'Vertreten durch',
      paragraphs: ['Vertretungsberechtigte Geschäftsführung:'],
      lines: [...company.representatives],
    },
    {
      id: 'kontakt',
      heading: 'Kontakt',
      paragraphs: [],
      lines: [`Telefon: ${SITE.phone}`, `E-Mail: ${SITE.email}`],
    },
    {
      id: 'registereintrag',
      heading: 'Registereintrag',
      paragraphs: ['Eintragung im Handelsregister.'],
      lines: [`Registergericht: ${company.register}`, `Registernummer: ${company.registerNumber}`],
    },
    {
      id: 'umsatzsteuer',
      heading: 'Umsatzsteuer-ID',
      paragraphs: ['Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz:'],
      lines: [company.vatId],
    },
    {
      id: 'verantwortlich',
      heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      paragraphs: [],
      lines: [
        company.contentResponsible,
        `c/o ${SITE.legalName}`,
        address.street,
        `${address.postalCode} ${address.city}`,
      ],
    },
    {
      id: 'streitbeilegung',
      heading: 'EU-Streitschlichtung und Verbraucherstreitbeilegung',
      paragraphs: [
        'Die Europäische Kommission hat ihre Plattform zur Online-Streitbeilegung (OS-Plattform) zum 20. Juli 2025 eingestellt; ein Verweis auf diese Plattform entfällt daher.',
        'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle im Sinne des Verbraucherstreitbeilegungsgesetzes (VSBG) teilzunehmen.',
      ],
    },
    {
      id: 'nutzungsbedingungen',
      heading: 'Nutzungsbedingungen und Haftungsausschluss',
      paragraphs: [
        'Für die Nutzung dieser Website gelten die folgenden Hinweise. Für unsere Beratungs- und Softwareleistungen gelten ausschließlich die Bedingungen, die im jeweiligen Angebot oder Vertrag vereinbart sind.',
      ],
      // Liability, copyright and privacy are parts of the terms of use (SPEC 2.6), one heading level down.
      subsections: [
        {
          id: 'haftung-inhalte',
          heading: 'Haftung für Inhalte',
          paragraphs: [
            'Wir erstellen die Inhalte dieser Website mit größtmöglicher Sorgfalt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir dennoch keine Gewähr übernehmen. Für eigene Inhalte auf diesen Seiten sind wir nach den allgemeinen Gesetzen verantwortlich.',
            'Unsere Leitfäden, Kostenbeispiele und sonstigen Informationen dienen der allgemeinen Orientierung und ersetzen keine individuelle Beratung. Verbindlich sind allein die Angaben in einem individuellen Angebot.',
            'Unsere Haftung für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie für vorsätzlich oder grob fahrlässig verursachte Schäden bleibt unberührt.',
          ],
        },
        {
          id: 'haftung-links',
          heading: 'Haftung für Links',
          paragraphs: [
            'Unsere Website enthält Links zu externen Websites Dritter, etwa zu sozialen Netzwerken. Auf deren Inhalte haben wir keinen Einfluss; für sie ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Wir machen uns die Inhalte verlinkter Seiten nicht zu eigen.',
            'Eine ständige inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte für eine Rechtsverletzung nicht zumutbar. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Links umgehend.',
          ],
        },
        {
          id: 'urheberrecht',
          heading: 'Urheberrecht',
          paragraphs: [
            `Die von uns erstellten Inhalte und Werke auf dieser Website – insbesondere Texte, Illustrationen, Grafiken und Software – unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der vorherigen schriftlichen Zustimmung der ${SITE.legalName} bzw. des jeweiligen Rechteinhabers.`,
            `Soweit Inhalte auf dieser Website nicht von uns erstellt wurden, beachten wir die Urheberrechte Dritter. Sollten Sie dennoch auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen Hinweis an ${SITE.email}. Bei Bekanntwerden von Rechtsverletzungen entfernen wir die betreffenden Inhalte umgehend.`,
            `Bildnachweise: Alle Illustrationen und Grafiken auf dieser Website hat die ${SITE.legalName} selbst erstellt. Die Symbole stammen aus der freien Symbolsammlung Lucide (ISC-Lizenz).`,
          ],
        },
        {
          id: 'datenschutz',
          heading: 'Datenschutz',
          paragraphs: [
            'Sie können diese Website nutzen, ohne personenbezogene Daten anzugeben. Welche Daten wir verarbeiten, wenn Sie die Website aufrufen oder uns kontaktieren, und welche Rechte Ihnen zustehen, erläutern wir ausführlich in unserer Datenschutzerklärung.',
            'Der Nutzung der in diesem Impressum veröffentlichten Kontaktdaten zur Übersendung nicht ausdrücklich angeforderter Werbung und Informationsmaterialien widersprechen wir hiermit.',
          ],
          link: { label: 'Zur Datenschutzerklärung', href: '/privacy' },
        },
      ],
    },
  ],
} as const satisfies LegalPage
