/**
 * Copy of the red AI Act banner (SPEC 1, 4), German on every page.
 *
 * SPEC 10: it keeps both claims – a certified Article 4 training is offered, and the
 * obligation applies from February 2025 – worded so that they are true. Art. 4 of
 * Regulation (EU) 2024/1689 obliges providers and deployers of AI systems to take measures
 * for a sufficient level of AI literacy of their staff, since 2 February 2025 (Art. 113(a));
 * it prescribes no certificate (the Commission's AI literacy Q&A). So the obligation is the
 * literacy, and the certificate belongs to our training, not to the law.
 */
export const AI_ACT_BANNER = {
  /** Accessible name of the banner landmark. */
  label: 'KI-Schulung',
  /** Bold lead-in. */
  lead: 'Seit Februar 2025 Pflicht:',
  /** The offer. */
  text: 'KI-Kompetenz nach Art. 4 AI Act – mit unserer zertifizierten Schulung.',
  /** Link to the training (EXTERNAL.aiActTraining), opens in a new tab. */
  link: 'Jetzt informieren',
  /** Screen-reader hint after the link, in German like the banner. */
  newTabHint: ' (öffnet in neuem Tab)',
  /** Close button's accessible name (SPEC 4). */
  close: 'Banner schließen',
} as const
