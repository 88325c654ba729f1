/**
 * The legal notice and the privacy policy from content/legal/. In the build (and in vitest) the
 * content plugin replaces this file with the finished values as plain data
 * (app/content/reader/modules/legal.ts); plain Node – Playwright, scripts – runs it as written and
 * reads the same files the same way.
 */
import { legalTexts } from '../legal.server.ts'
import type { LegalPage, PrivacyPage } from '../legal-texts.ts'

const texts = await legalTexts(process.cwd())

export const PRIVACY: PrivacyPage = texts.PRIVACY
export const LEGAL: LegalPage = texts.LEGAL
