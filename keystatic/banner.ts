/**
 * The red AI Act banner on every page, a Keystatic singleton: content/banner.yaml.
 * Its claims must stay true (../shared/FACTS.md, "AI Act"): Art. 4 of Regulation (EU) 2024/1689
 * applies since 2 February 2025 and prescribes no certificate; "zertifiziert" claims a named
 * third-party certifier (§ 5 (1) UWG), so the schema refuses it.
 */
import { fields, singleton } from '@keystatic/core'

import { text, type TextRules } from './fields.ts'

/** A banner text: at least two characters, at most `max`, never „zertifiziert“. */
const bannerRules = (max: number): TextRules => ({
  min: 2,
  max,
  pattern: {
    regex: /^(?![\s\S]*zertifiziert)[\s\S]*$/i,
    message:
      '„zertifiziert“ behauptet eine Zertifizierung durch einen Dritten (§ 5 UWG) – stattdessen „mit Teilnahmezertifikat“.',
  },
})

export const bannerSingletons = {
  banner: singleton({
    label: 'Banner (KI-Schulung)',
    path: 'content/banner',
    format: { data: 'yaml' },
    schema: {
      label: text('Name für Screenreader', 'Kurzer Name des Banners, z. B. „KI-Schulung“.', bannerRules(40)),
      lead: text(
        'Fetter Einstieg',
        'Z. B. „Seit Februar 2025 Pflicht:“. Art. 4 AI Act gilt seit dem 2. Februar 2025.',
        bannerRules(60),
      ),
      text: text(
        'Text',
        'Das Angebot in einem Satz. Art. 4 verlangt Maßnahmen zur KI-Kompetenz, kein Zertifikat: „mit Teilnahmezertifikat“ ja, „zertifiziert“ nur mit genanntem Zertifizierer.',
        bannerRules(200),
      ),
      link: text('Linktext', 'Text des Links zur Schulung (die Adresse steht in der Konfiguration).', bannerRules(40)),
      newTabHint: fields.text({
        label: 'Hinweis „neuer Tab“',
        description: 'Für Screenreader hinter dem Link, mit führendem Leerzeichen, z. B. „ (öffnet in neuem Tab)“.',
        validation: {
          pattern: {
            regex: /^ \(.+\)$/,
            message: 'Mit Leerzeichen beginnen und in Klammern, z. B. „ (öffnet in neuem Tab)“.',
          },
        },
      }),
      close: text('Schließen-Knopf', 'Name des Knopfs für Screenreader, z. B. „Banner schließen“.', bannerRules(40)),
    },
  }),
}
