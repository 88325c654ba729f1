import { DEFAULT_SITE_URL } from '../../app/config/site-url.ts'

/** The public origin the build bakes in: SITE_URL without trailing slashes, the default when unset or empty. */
export function siteUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '')
}
