/**
 * The year the site was built, for the footer's copyright line. The client and
 * prerender builds get it baked in by vite.config.ts (`define`), so the prerendered HTML and
 * the hydrating script agree even when a visitor's clock has passed New Year; elsewhere
 * (tests, scripts, the server bundle) it is the current year.
 */
declare const __BUILD_YEAR__: number | undefined

export const BUILD_YEAR: number = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear()
