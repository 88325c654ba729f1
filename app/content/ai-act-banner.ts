/**
 * Copy of the red AI Act banner, German on every page: edited in the editor as
 * content/banner.yaml (schema and the lawyer's rules in keystatic/banner.ts), re-exported here.
 *
 * It keeps both claims – an Article 4 training is offered, and the obligation applies
 * from February 2025 – worded so that they are true (../shared/FACTS.md, "AI Act"); "zertifiziert"
 * would claim a named third-party certifier (§ 5 (1) UWG), so the training comes "mit
 * Teilnahmezertifikat". app/content/claims.test.ts keeps "zertifiziert" out of all copy unless a
 * certifier is named.
 *
 * Fields: `label` (accessible name of the banner landmark), `lead` (bold lead-in), `text` (the
 * offer), `link` (to EXTERNAL.aiActTraining, new tab), `newTabHint` (screen-reader hint after
 * the link), `close` (close button's accessible name).
 */
export { AI_ACT_BANNER } from 'virtual:content/banner'
