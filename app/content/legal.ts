/**
 * Legal notice (Impressum) for /legal, in German as German law requires. Its text is
 * content/legal/impressum.yaml (keystatic/legal.ts); every company datum is a placeholder filled
 * in from SITE by app/content/legal.server.ts, so replacing the fictitious data in the
 * configuration updates this page (`npm run check:golive` lists what is still demo data).
 *
 * Structure follows § 5 DDG (Digitale-Dienste-Gesetz, in force since 14 May 2024, replacing § 5 TMG).
 * The liability paragraphs deliberately cite no DDG sections: the old §§ 7–10 TMG liability rules were
 * replaced by Art. 4–6 of the Digital Services Act, not carried over one-to-one, so copied citations
 * such as "§§ 8 bis 10 DDG" would be wrong.
 */
export type { LegalPage, LegalSection } from './legal-texts.ts'
export { LEGAL } from 'virtual:content/legal'
