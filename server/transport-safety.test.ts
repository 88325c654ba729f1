/**
 * Production refuses an SMTP_URL whose parameters weaken TLS, and the server
 * warns – once – when a proxy on this machine relays visitors it does not trust.
 */
import type { AddressInfo } from 'node:net'

import { serve } from '@hono/node-server'
import { afterEach, expect, test, vi } from 'vitest'

import { createSiteApp } from './app.ts'
import { trustedProxies } from './client-address.ts'
import { loadServerEnv } from './env.ts'
import { setLogLevel } from './log.ts'
import type { StaticSite } from './static-files.ts'

const PRODUCTION = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.mandatwerk.de',
  DATA_DIR: '/var/lib/mandatwerk',
  SMTP_FROM: 'Mandatwerk <kontakt@mandatwerk.de>',
  CONTACT_INBOX: 'anfragen@mandatwerk.de',
}
const MAIL = 'mailer:s3cret-pass@smtp.mandatwerk.de'

async function smtpProblems(url: string) {
  const { problems } = await loadServerEnv({ ...PRODUCTION, SMTP_URL: url })
  return problems
}

test.each([
  [`smtp://${MAIL}:587?ignoreTLS=true`, /ignoreTLS/],
  [`smtp://${MAIL}:587?ignoreTLS=1`, /ignoreTLS/],
  [`smtp://${MAIL}:587?requireTLS=false`, /requireTLS=false/],
  [`smtp://${MAIL}:587?opportunisticTLS=true`, /opportunisticTLS/],
  [`smtps://${MAIL}:465?secure=false`, /secure=false/],
  [`smtps://${MAIL}:465?tls.rejectUnauthorized=false`, /rejectUnauthorized=false accepts any certificate/],
  [`smtp://${MAIL}:587?tls.rejectUnauthorized=0`, /rejectUnauthorized/],
  [`smtp://${MAIL}:587?tls.minVersion=TLSv1`, /tls\.minVersion allows TLS older than 1\.2/],
  [`smtp://${MAIL}:587?tls.secureProtocol=TLSv1_method`, /secureProtocol/],
  [`smtp://${MAIL}:587?tls.ciphers=NULL-SHA256`, /broken ciphers/],
])('production refuses %s', async (url, problem) => {
  const problems = await smtpProblems(url)
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatch(/^SMTP_URL: /)
  expect(problems[0]).toMatch(problem)
  // The URL holds the password: the message names the parameter only.
  expect(problems[0]).not.toContain('s3cret-pass')
})

test('strong or local settings start; outside production nothing is refused', async () => {
  for (const url of [
    `smtp://${MAIL}:587`,
    `smtps://${MAIL}:465`,
    `smtp://${MAIL}:587?tls.minVersion=TLSv1.3&tls.servername=mail.example.net&requireTLS=true`,
    // A relay on this machine: the mail never crosses a network to reach it.
    'smtp://127.0.0.1:25?ignoreTLS=true',
    'smtp://localhost:25?tls.rejectUnauthorized=false',
  ]) {
    expect(await smtpProblems(url)).toEqual([])
  }
  expect(await loadServerEnv({ SMTP_URL: `smtp://${MAIL}:587?ignoreTLS=true` })).toMatchObject({ problems: [] })
})

const EMPTY_SITE: StaticSite = {
  files: new Map(),
  notFound: { type: 'text/html', body: Buffer.from('404'), etag: '"x"', immutable: false } as never,
} as never

const stops: (() => Promise<unknown>)[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  setLogLevel('silent')
  for (const stop of stops.splice(0)) await stop()
})

async function site(trusted: string[]) {
  const app = createSiteApp({ clientDir: '/nonexistent', trustedProxies: trustedProxies(trusted) }, EMPTY_SITE)
  const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => http.once('listening', resolve))
  stops.push(() => new Promise((resolve) => http.close(resolve)))
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`
}

function warnings() {
  setLogLevel('warn')
  const lines: string[] = []
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk))
    return true
  })
  return () => lines.map((line) => JSON.parse(line) as { level: string; msg: string }).filter((l) => l.level === 'warn')
}

test('requests from loopback with X-Forwarded-For and no trusted proxy: one warning naming TRUSTED_PROXIES', async () => {
  const warned = warnings()
  const url = await site([])
  await fetch(`${url}/healthz`)
  expect(warned()).toEqual([])
  for (let i = 0; i < 3; i++) await fetch(`${url}/healthz`, { headers: { 'x-forwarded-for': '203.0.113.9' } })
  expect(warned()).toHaveLength(1)
  expect(warned()[0]!.msg).toMatch(/X-Forwarded-For.*TRUSTED_PROXIES=127\.0\.0\.1/)
})

test('with loopback trusted, the same requests warn nothing', async () => {
  const warned = warnings()
  const url = await site(['127.0.0.1'])
  await fetch(`${url}/healthz`, { headers: { 'x-forwarded-for': '203.0.113.9' } })
  expect(warned()).toEqual([])
})
