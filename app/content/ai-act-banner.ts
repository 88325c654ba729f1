/**
 * Copy of the red AI Act banner (SPEC 1, 4), German on every page.
 *
 * SPEC 10: it keeps both claims – an Article 4 training is offered, and the obligation applies
 * from February 2025 – worded so that they are true (../shared/FACTS.md, "AI Act"). Art. 4 of
 * Regulation (EU) 2024/1689 obliges providers and deployers of AI systems to take AI-literacy
 * measures for their staff, since 2 February 2025 (Art. 113(a)); the Digital Omnibus on AI
 * rewords it as measures to support AI literacy, a duty of effort, with the same date. Neither
 * wording prescribes a certificate. "KI-Kompetenz-Maßnahmen" is true under both.
 *
 * "zertifiziert" would claim that a named third party certified the training (§ 5 (1) UWG);
 * there is none, so the training comes "mit Teilnahmezertifikat" – a certificate of attendance.
 * app/content/claims.test.ts keeps "zertifiziert" out of all copy unless a certifier is named.
 */
export const AI_ACT_BANNER = {
  /** Accessible name of the banner landmark. */
  label: 'KI-Schulung',
  /** Bold lead-in. */
  lead: 'Seit Februar 2025 Pflicht:',
  /** The offer. */
  text: 'KI-Kompetenz-Maßnahmen für Teams, die KI einsetzen (Art. 4 AI Act) – unsere Schulung mit Teilnahmezertifikat.',
  /** Link to the training (EXTERNAL.aiActTraining), opens in a new tab. */
  link: 'Jetzt informieren',
  /** Screen-reader hint after the link, in German like the banner. */
  newTabHint: ' (öffnet in neuem Tab)',
  /** Close button's accessible name (SPEC 4). */
  close: 'Banner schließen',
} as const
