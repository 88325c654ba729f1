import { Navigate, useLocation } from 'react-router'

import { redirectTarget } from '../lib/redirects.ts'
import type { RouteHandle } from '../root.tsx'

/** Not a page of its own: the visit's list of pages skips it (app/lib/attribution.ts). */
export const handle: RouteHandle = { redirect: true }

/**
 * A legacy German path. The server answers these with 301; this route covers
 * client-side links such as the guides' calls to action to /kontakt: the old entry is
 * replaced, so Back never returns to it.
 */
export default function LegacyRedirect() {
  const { pathname, search, hash } = useLocation()
  return <Navigate to={`${redirectTarget(pathname) ?? '/'}${search}${hash}`} replace />
}
