/**
 * Test helpers for the contact backend: a real SMTP server as a sink, both database
 * engines, and a configuration with the production defaults. Used by server/contact/*.test.ts
 * and by the load and fault tests built on top of them.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { type AddressInfo, type Socket, connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { readEnv } from '../env.ts'
import { createRepository } from './create-repository.ts'
import type { ContactRepository, RepositoryClock } from './repository.ts'
import type { ContactEnv } from './runtime.ts'

export type ReceivedMail = {
  /** SMTP envelope, as the server saw it. */
  envelopeFrom: string
  envelopeTo: string[]
  raw: string
  /** Header names in lower case, values unfolded and decoded. */
  headers: Record<string, string>
  text: string
  html: string
  /** When the sink accepted it (Date.now()). */
  receivedAt: number
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
  }
  return headers
}

function decodeBody(body: string, encoding = ''): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/** Enough MIME for our own messages: headers, and the text and HTML parts of multipart/alternative. */
export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'text' | 'html'> {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = parseHeaders(raw.slice(0, split))
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1]
  let text = ''
  let html = ''
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [body]
  for (const part of parts) {
    const at = part.replace(/^\r?\n/, '').search(/\r?\n\r?\n/)
    const trimmed = part.replace(/^\r?\n/, '')
    const partHeaders = boundary ? parseHeaders(trimmed.slice(0, at)) : headers
    const content = decodeBody(
      boundary
        ? trimmed
            .slice(at)
            .replace(/^\r?\n\r?\n/, '')
            .replace(/\r?\n$/, '')
        : body,
      partHeaders['content-transfer-encoding'],
    )
    // SMTP carries CRLF; compare with what the templates wrote.
    if (partHeaders['content-type']?.startsWith('text/html')) html = content.replace(/\r\n/g, '\n')
    else if (partHeaders['content-type']?.startsWith('text/plain')) text = content.replace(/\r\n/g, '\n')
  }
  return { headers, text, html }
}

/** Polls `check` every 25 ms until it holds; fails after `timeoutMs`, naming `what` it waited for. */
export async function until(
  check: () => Promise<boolean> | boolean,
  { timeoutMs = 20_000, what = 'the condition holds' } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** A free loopback port (for a server that is started later, e.g. the SMTP sink "coming back"). */
export { freePort } from '../../scripts/lib/site-server.ts'

export type SmtpSink = {
  port: number
  url: string
  messages: ReceivedMail[]
  /** Refuse the next n messages with a temporary error (451). */
  failNext(count: number): void
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>
  close(): Promise<void>
}

/**
 * A real SMTP server (smtp-server) on loopback that keeps every message it accepts.
 * `closeTimeoutMs`: how long close() lets open connections finish (a crash: a few ms).
 */
export async function startSmtpSink(port = 0, { closeTimeoutMs }: { closeTimeoutMs?: number } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = []
  let failures = 0
  const server = new SMTPServer({
    ...(closeTimeoutMs ? { closeTimeout: closeTimeoutMs } : {}),
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (failures > 0) {
          failures--
          const error = new Error('Temporary failure, try again later') as Error & { responseCode: number }
          error.responseCode = 451
          return callback(error)
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        messages.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...parseMail(raw),
          receivedAt: Date.now(),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // A client that dies mid-session (a killed server process) resets its connection; smtp-server
  // reports that as an 'error' event, which unheard would end the test process.
  server.on('error', () => {})
  const actualPort = (server.server.address() as AddressInfo).port
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    failNext(count) {
      failures = count
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`Expected ${count} emails, got ${messages.length} within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return messages
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The engines the contact backend runs on; PostgreSQL only when DATABASE_URL is set (scripts/with-postgres.sh). */
export const ENGINES = process.env.DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)

export type Engine = 'sqlite' | 'postgres'

/** Where one test's data lives: its own SQLite directory, or its own PostgreSQL schema. */
export function testStorage(engine: Engine) {
  const dataDir = mkdtempSync(join(tmpdir(), 'contact-test-'))
  const schema = engine === 'postgres' ? `test_${randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined
  const databaseUrl = engine === 'postgres' ? process.env.DATABASE_URL : undefined
  return { dataDir, schema, databaseUrl }
}

export async function testRepository(engine: Engine, options: RepositoryClock = {}): Promise<ContactRepository> {
  const { dataDir, schema, databaseUrl } = testStorage(engine)
  return createRepository({ dataDir, schema, databaseUrl, ...options })
}

/** The production defaults (readEnv of an empty environment), with this test's storage. */
export function testEnv(storage: ReturnType<typeof testStorage>, overrides: Partial<ContactEnv> = {}): ContactEnv {
  return { ...readEnv({}), DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl, ...overrides }
}

export const VALID_REQUEST = {
  name: 'Anna Schmidt',
  email: 'anna.schmidt@example.org',
  phone: '+49 30 5550100',
  organization: 'Wählergemeinschaft Pankow',
  campaign_type: 'mayor',
  message: 'We are preparing the mayoral election in spring.\nCould we talk about a campaign plan?',
  prefer_phone: true,
} as const

/**
 * What a faulty mail server does to the next delivery:
 * - `refuse`: greets with 554 and hangs up (no service);
 * - `hang`: accepts the connection and never says a word (the client's timeout must end it);
 * - `drop-mid-message`: cuts the connection halfway through the message data;
 * - `stall-mid-message`: stops reading halfway through the message data;
 * - `drop-after-accept`: passes the whole message to the real server, which accepts it, and
 *   cuts the connection before the client hears so – the one fault no sender can tell from
 *   a lost message.
 */
export type SmtpFault = 'none' | 'refuse' | 'hang' | 'drop-mid-message' | 'stall-mid-message' | 'drop-after-accept'

export type FaultySmtp = {
  url: string
  /** The fault applied from now on; `none` passes everything through. */
  fault: SmtpFault
  /** How many times a fault was actually applied. */
  readonly injected: number
  close(): Promise<void>
}

/** A TCP proxy in front of a real SMTP server that breaks deliveries on demand. */
export async function startFaultySmtp(upstreamPort: number): Promise<FaultySmtp> {
  const sockets = new Set<Socket>()
  const state = { fault: 'none' as SmtpFault, injected: 0 }
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    return socket
  }
  const server = createServer((client) => {
    track(client)
    if (state.fault === 'refuse') {
      state.injected++
      client.end('554 5.3.2 Service not available\r\n')
      return
    }
    if (state.fault === 'hang') {
      state.injected++
      return // the client gives up by itself
    }
    const upstream = track(connect(upstreamPort, '127.0.0.1'))
    let inData = false
    let awaitingVerdict = false
    let stalled = false
    const cut = () => {
      client.destroy()
      upstream.destroy()
    }
    upstream.on('data', (chunk: Buffer) => {
      const reply = chunk.toString('latin1')
      if (awaitingVerdict) {
        awaitingVerdict = false
        if (state.fault === 'drop-after-accept' && reply.startsWith('250')) {
          state.injected++
          return cut()
        }
      }
      if (/^354/m.test(reply)) inData = true
      client.write(chunk)
    })
    client.on('data', (chunk: Buffer) => {
      if (stalled) return
      if (inData && (state.fault === 'drop-mid-message' || state.fault === 'stall-mid-message')) {
        state.injected++
        upstream.write(chunk.subarray(0, Math.floor(chunk.length / 2)))
        if (state.fault === 'stall-mid-message') stalled = true
        else cut()
        return
      }
      if (inData && chunk.toString('latin1').endsWith('\r\n.\r\n')) {
        inData = false
        awaitingVerdict = true
      }
      upstream.write(chunk)
    })
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    get fault() {
      return state.fault
    },
    set fault(fault) {
      state.fault = fault
    },
    get injected() {
      return state.injected
    },
    close() {
      for (const socket of sockets) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type PrivatePostgres = {
  databaseUrl: string
  /**
   * Freezes the server and every backend process (SIGSTOP), as a hung machine or a stuck
   * disk would: connections stay open, nothing answers. Returns the function that thaws it.
   */
  freeze(): () => void
  /** Stops the server (`immediate`: a crash; `fast`: clean), keeps it down `downSeconds`, starts it again. */
  restart(mode: 'immediate' | 'fast', downSeconds: number): Promise<void>
  stop(): Promise<void>
}

/**
 * A PostgreSQL server of its own (scripts/with-postgres.sh), for tests that crash or restart
 * the database: the shared one of the test run must stay up for the other test files.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const { spawn, execFile } = await import('node:child_process')
  const child = spawn(
    'bash',
    [
      'scripts/with-postgres.sh',
      process.execPath,
      '-e',
      `console.log(JSON.stringify({ url: process.env.DATABASE_URL, restart: process.env.POSTGRES_RESTART, dataDir: process.env.POSTGRES_DATA_DIR }))
       process.stdin.resume(); process.stdin.on('end', () => process.exit(0))`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const { url, restart, dataDir } = await new Promise<{ url: string; restart: string; dataDir: string }>(
    (resolve, reject) => {
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const line = output.split('\n').find((candidate) => candidate.startsWith('{'))
        if (line) resolve(JSON.parse(line) as { url: string; restart: string; dataDir: string })
      })
      child.once('exit', (code) => reject(new Error(`with-postgres.sh exited with ${code}`)))
    },
  )
  const { readFileSync, readdirSync } = await import('node:fs')
  return {
    databaseUrl: url,
    freeze() {
      // This server's processes only: the postmaster (postmaster.pid) and its children.
      const postmaster = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0])
      const children = readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .filter((pid) => {
          try {
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
            return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster
          } catch {
            return false
          }
        })
        .map(Number)
      const pids = [postmaster, ...children]
      for (const pid of pids) process.kill(pid, 'SIGSTOP')
      return () => {
        for (const pid of pids) {
          try {
            process.kill(pid, 'SIGCONT')
          } catch {
            // gone meanwhile
          }
        }
      }
    },
    restart: (mode, downSeconds) =>
      new Promise((resolve, reject) =>
        execFile('bash', [restart, mode, String(downSeconds)], (error) => (error ? reject(error) : resolve())),
      ),
    async stop() {
      child.stdin.end()
      await exited
    },
  }
}
