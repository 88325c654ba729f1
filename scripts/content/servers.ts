/**
 * A publish or rollback is live only when the servers serve it (docs/decisions/030):
 * every server in SITE_SERVERS (comma-separated base URLs; default the local `npm start`,
 * `http://127.0.0.1:${PORT:-3000}`; `none` for a host without servers) is asked for /healthz
 * until it names the new release, for at most CONTENT_SWITCH_WAIT_S seconds (default 20).
 */

/** The servers a publish waits for. */
export function siteServers(env: NodeJS.ProcessEnv): string[] {
  const list = env.SITE_SERVERS ?? `http://127.0.0.1:${env.PORT || 3000}`
  if (list.trim() === 'none') return []
  return list
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean)
}

/** The release a server reports, or why it reports none. */
async function servedRelease(base: string): Promise<{ release?: string; problem?: string }> {
  try {
    const answer = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000), cache: 'no-store' })
    if (!answer.ok) return { problem: `antwortet mit ${answer.status}` }
    const body = (await answer.json()) as { release?: unknown }
    return typeof body.release === 'string' ? { release: body.release } : { problem: 'nennt keine Version' }
  } catch {
    return { problem: 'antwortet nicht' }
  }
}

/**
 * Resolves when every server serves release `id`; otherwise throws, in German, naming each server
 * that did not switch and what it serves instead.
 */
export async function waitForServers(id: string, env: NodeJS.ProcessEnv, log: (line: string) => void = () => {}) {
  const servers = siteServers(env)
  if (servers.length === 0) return
  const seconds = Number(env.CONTENT_SWITCH_WAIT_S) > 0 ? Number(env.CONTENT_SWITCH_WAIT_S) : 20
  const deadline = Date.now() + seconds * 1000
  log(`Warten, bis ${servers.length === 1 ? 'der Server' : `alle ${servers.length} Server`} Version ${id} ausliefern …`)
  let pending = servers
  let last = new Map<string, string>()
  for (;;) {
    const answers = await Promise.all(pending.map(async (base) => [base, await servedRelease(base)] as const))
    last = new Map(answers.map(([base, answer]) => [base, answer.release ? `liefert ${answer.release}` : answer.problem!]))
    pending = answers.filter(([, answer]) => answer.release !== id).map(([base]) => base)
    if (pending.length === 0) return
    if (Date.now() >= deadline) break
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(
    `Version ${id} ist veröffentlicht, aber noch nicht überall live: ${pending
      .map((base) => `${base} ${last.get(base)}`)
      .join('; ')} (nach ${seconds} Sekunden). Bitte den Server prüfen (systemctl status, /healthz).`,
  )
}
