/**
 * „ist live" only when it is (docs/decisions/030): after the release link moved, every running
 * public server is asked which release it serves (GET /healthz, field `release`) until each
 * answers with the new one, or the wait ends with a message naming the server that did not
 * switch. The servers: SITE_SERVERS (comma-separated base URLs), by default the local
 * `http://127.0.0.1:${PORT:-3000}`; `SITE_SERVERS=none` asks none.
 */

/** How long a publish waits for every server to serve the new release (CONTENT_LIVE_WAIT_MS). */
export const LIVE_WAIT_MS = 20_000

export type SiteServers = { urls: string[]; configured: boolean }

export function siteServers(env: NodeJS.ProcessEnv = process.env): SiteServers {
  const list = env.SITE_SERVERS?.trim()
  if (list === 'none') return { urls: [], configured: true }
  if (list)
    return {
      urls: list
        .split(',')
        .map((url) => url.trim().replace(/\/+$/, ''))
        .filter(Boolean),
      configured: true,
    }
  return { urls: [`http://127.0.0.1:${env.PORT || 3000}`], configured: false }
}

/** The release a server says it serves; undefined when it does not answer. */
async function servedRelease(url: string): Promise<{ release?: string; reachable: boolean }> {
  try {
    const answer = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000), cache: 'no-store' })
    const body = (await answer.json()) as { release?: unknown }
    return { release: typeof body.release === 'string' ? body.release : undefined, reachable: true }
  } catch {
    return { reachable: false }
  }
}

/**
 * Waits until every server serves `release`. A server that the default list names and that does
 * not answer is taken as not running (a developer's clone without `npm start`): noted, not an
 * error. Any server of SITE_SERVERS that still serves another release, or does not answer, when
 * the wait ends fails the publish's „ist live".
 */
export async function waitForServers(
  release: string,
  options: { env?: NodeJS.ProcessEnv; log?: (line: string) => void; waitMs?: number } = {},
): Promise<void> {
  const { env = process.env, log = () => {} } = options
  const servers = siteServers(env)
  const configuredWait = Number(env.CONTENT_LIVE_WAIT_MS)
  const waitMs = options.waitMs ?? (configuredWait > 0 ? configuredWait : LIVE_WAIT_MS)
  const deadline = Date.now() + waitMs
  const pending = new Map(servers.urls.map((url) => [url, { reachable: false } as { release?: string; reachable: boolean }]))
  for (;;) {
    for (const url of [...pending.keys()]) {
      const state = await servedRelease(url)
      if (state.release === release) pending.delete(url)
      else pending.set(url, state)
    }
    if (!servers.configured)
      for (const [url, state] of pending)
        if (!state.reachable) {
          log(`Kein Server antwortet unter ${url}; er liefert Version ${release} aus, sobald er startet.`)
          pending.delete(url)
        }
    if (pending.size === 0) return
    if (Date.now() > deadline) break
    await new Promise((done) => setTimeout(done, 250))
  }
  const names = [...pending].map(([url, state]) =>
    state.reachable
      ? `${url} liefert noch ${state.release ? `Version ${state.release}` : 'eine unbekannte Version'} aus`
      : `${url} antwortet nicht`,
  )
  throw new Error(
    `Version ${release} ist freigegeben, aber noch nicht überall live: ${names.join('; ')} (nach ${Math.round(waitMs / 1000)} s). Bitte den Server prüfen (systemctl status, journalctl) – er sollte die Version ohne Neustart übernehmen.`,
  )
}
