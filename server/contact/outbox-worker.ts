import { log } from '../log.ts'
import type { MailTransport, OutgoingEmail } from './mail-transport.ts'
import type { ClaimedEmail, ContactRepository, EmailKind } from './repository.ts'

export type Backoff = {
  /** Delay after the first failed attempt (halved to doubled by jitter, see retryDelayMs). */
  baseMs: number
  /** No delay is longer than this. */
  maxMs: number
}

export type OutboxWorkerOptions = {
  repository: ContactRepository
  transport: MailTransport
  /** Turns a claimed row into a message (server/contact/compose-email.ts). */
  compose: (claimed: ClaimedEmail) => Promise<OutgoingEmail>
  /**
   * How long each kind of email is retried, from when it was queued: a failure after that
   * marks it failed and logs an error (OUTBOX_NOTIFICATION_RETRY_HOURS, _CONFIRMATION_…).
   */
  retryWindowMs: Record<EmailKind, number>
  /** A claim expires after this long; a crashed worker's rows are then taken by another. */
  leaseMs?: number
  /** Told about every attempt and its outcome (the metrics). */
  observer?: DeliveryObserver
  /** How often an idle worker looks for due rows (it is also woken when a request is stored). */
  pollMs?: number
  /** Messages sent at the same time; also the number claimed at once, so none waits out its lease. */
  concurrency?: number
  backoff?: Backoff
  /** Injectable for tests. */
  random?: () => number
}

export type DeliveryObserver = {
  attempt(kind: EmailKind): void
  /** `final`: the retry window is over, the email is marked failed. */
  failure(kind: EmailKind, final: boolean): void
  /** Accepted by the mail server after the claim ran out: another worker may send it again. */
  lostClaim(kind: EmailKind): void
}

/**
 * Every delivery must be over – sent, or its connection torn down – by this share of the
 * lease, so no other worker can claim the email while it may still go out; the rest of the
 * lease is left for recording the outcome (MARK_DELIVERED_RETRIES).
 */
export const SEND_DEADLINE_SHARE = 0.5

export const DEFAULT_BACKOFF: Backoff = { baseMs: 2_000, maxMs: 5 * 60_000 }
export const DEFAULT_LEASE_MS = 2 * 60_000

/** Pauses between attempts to record a delivered message: about 15 s in all, enough for a database restart. */
const MARK_DELIVERED_RETRIES = [100, 250, 500, 1_000, 2_000, 4_000, 8_000]

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Exponential backoff with jitter: attempt 1 failed → 1–2 s, attempt 2 → 2–4 s, … capped
 * at `maxMs`. The jitter keeps many rows that failed together (mail server down) from all
 * retrying in the same second.
 */
export function retryDelayMs(failedAttempts: number, backoff: Backoff = DEFAULT_BACKOFF, random = Math.random): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, failedAttempts - 1))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

/** Server answers often name the recipient ("550 <x@y>: unknown user"); logs must not. */
export function redactAddresses(text: string): string {
  return text.replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, '[address]')
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const { code, responseCode } = error as Error & { code?: string; responseCode?: number }
  return [code, responseCode].filter(Boolean).join(' ') + (code || responseCode ? ': ' : '') + error.message
}

/**
 * A mail server's permanent refusal of this message (RFC 5321: a 5yz reply to MAIL FROM,
 * RCPT TO or the message data – nodemailer's EENVELOPE and EMESSAGE): asking again gives
 * the same answer, so the email is failed at once instead of retried for days. A 5yz while
 * connecting or logging in (greeting, AUTH) is about the server or our settings, not this
 * message, and is retried like any outage.
 */
export function permanentRefusal(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const { code, responseCode } = error as Error & { code?: string; responseCode?: number }
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600
  )
}

export type RunResult = { claimed: number; delivered: number; retried: number; failed: number }

export type OutboxWorker = {
  /** Starts the background loop. */
  start(): void
  /** Stops the loop after the messages in hand are done, then closes the transport. */
  stop(): Promise<void>
  /** Something new is due: look now instead of at the next poll. */
  wake(): void
  /** One pass: claim what is due and deliver it. The loop calls this; tests call it directly. */
  runOnce(): Promise<RunResult>
}

/**
 * Delivers the outbox. A row is claimed (status `sending`, leased), rendered, handed to the
 * transport with a hard deadline inside the lease, and marked `sent` right after the SMTP
 * server accepted it – fenced by the claim. A failure schedules a retry with backoff, until
 * the email's retry window is over; then the row is `failed` and an error is logged. A
 * permanent refusal (5yz to the envelope or data, permanentRefusal) is `failed` at once.
 *
 * Delivery is at-least-once: only a crash between "accepted" and "marked sent" sends a
 * message twice, and then with the same Message-ID, so mail clients show it once.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    repository,
    transport,
    compose,
    retryWindowMs,
    leaseMs = DEFAULT_LEASE_MS,
    observer,
    pollMs = 1_000,
    concurrency = 4,
    backoff = DEFAULT_BACKOFF,
    random = Math.random,
  } = options
  const sendDeadlineMs = leaseMs * SEND_DEADLINE_SHARE

  let running = false
  let loop: Promise<void> | undefined
  let wakeRequested = false
  let wakeIdle: (() => void) | undefined

  /** `claimStarted`: performance.now() when the claim was asked for; the lease runs from no earlier. */
  async function deliver(claimed: ClaimedEmail, claimStarted: number): Promise<'delivered' | 'retried' | 'failed'> {
    const fields = { outboxId: claimed.id, requestId: claimed.requestId, kind: claimed.kind, attempt: claimed.attempts }
    observer?.attempt(claimed.kind)
    try {
      const email = await compose(claimed)
      const remainingMs = sendDeadlineMs - (performance.now() - claimStarted)
      if (remainingMs <= 0) throw new Error('no time left inside the claim to send')
      // The hard deadline: past it the connection is torn down, so the message cannot go out
      // after the claim has run out and another worker may have taken it.
      await transport.send(email, { signal: AbortSignal.timeout(Math.ceil(remainingMs)) })
    } catch (error) {
      const reason = describe(error)
      // Both times by the database's clock: how long this email has been waiting to go out.
      const waitedMs = claimed.claimedAt.getTime() - (claimed.retrySince ?? claimed.createdAt).getTime()
      const refused = permanentRefusal(error)
      if (refused || waitedMs >= retryWindowMs[claimed.kind]) {
        await repository.markFailed(claimed.id, claimed.claimToken, reason)
        observer?.failure(claimed.kind, true)
        log(
          'error',
          refused ? 'email refused permanently by the mail server; not retried' : 'email failed; giving up',
          {
            ...fields,
            waitedHours: Math.round(waitedMs / 360_000) / 10,
            error: redactAddresses(reason),
          },
        )
        return 'failed'
      }
      const delay = retryDelayMs(claimed.attempts, backoff, random)
      await repository.markRetry(claimed.id, claimed.claimToken, delay, reason)
      observer?.failure(claimed.kind, false)
      log('warn', 'email not delivered; will retry', { ...fields, retryInMs: delay, error: redactAddresses(reason) })
      return 'retried'
    }
    // The message is out: recording that matters more than anything else here, since a row
    // left `sending` is sent again when its lease ends. A database that restarts or is locked
    // for a moment must not cause a second email, so the update is retried for a while.
    const status = transport.kind === 'smtp' ? 'sent' : 'written'
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await repository.markDelivered(claimed.id, claimed.claimToken, status))) {
          // The request was erased while its file was written: the erasure removed the .eml
          // files it knew of, this one came later and goes now (server/contact/eml-after-erasure.test.ts).
          if (transport.discard && !(await repository.getRequest(claimed.requestId))) {
            transport.discard(claimed.id)
            log('info', 'email file removed: its request was erased while it was written', fields)
            return 'delivered'
          }
          // Fenced: the claim ran out before the mark, so another worker may send it again.
          observer?.lostClaim(claimed.kind)
          log('error', 'email delivered after its claim ran out; it may go out twice (same Message-ID)', fields)
        }
        break
      } catch (error) {
        if (attempt > MARK_DELIVERED_RETRIES.length) {
          // Accepted but not recorded: the row is sent again when its lease ends (same Message-ID).
          log('error', 'email delivered but not marked sent', { ...fields, error: describe(error) })
          break
        }
        await sleep(MARK_DELIVERED_RETRIES[attempt - 1]!)
      }
    }
    log('info', transport.kind === 'smtp' ? 'email sent' : 'email written to file', fields)
    return 'delivered'
  }

  async function runOnce(): Promise<RunResult> {
    const claimStarted = performance.now()
    const claimed = await repository.claimDue({ limit: concurrency, leaseMs })
    const result: RunResult = { claimed: claimed.length, delivered: 0, retried: 0, failed: 0 }
    const outcomes = await Promise.all(
      claimed.map((row) =>
        deliver(row, claimStarted).catch((error: unknown) => {
          // The database failed while recording a failure: the lease returns the row later.
          log('error', 'outbox bookkeeping failed', { outboxId: row.id, error: describe(error) })
          return 'retried' as const
        }),
      ),
    )
    for (const outcome of outcomes) result[outcome]++
    return result
  }

  function idle(ms: number): Promise<void> {
    if (wakeRequested) {
      wakeRequested = false
      return Promise.resolve()
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        wakeIdle = undefined
        resolve()
      }
      wakeIdle = done
    })
  }

  async function run() {
    while (running) {
      let claimed = 0
      try {
        claimed = (await runOnce()).claimed
      } catch (error) {
        log('error', 'outbox worker could not claim emails', { error: describe(error) })
      }
      // A full batch means more may be due: go on at once. Otherwise wait for a wake-up or the poll.
      if (running && claimed < concurrency) await idle(pollMs)
    }
  }

  return {
    start() {
      if (running) return
      running = true
      loop = run()
    },
    async stop() {
      running = false
      wakeIdle?.()
      await loop
      await transport.close()
    },
    wake() {
      if (wakeIdle) wakeIdle()
      else wakeRequested = true
    },
    runOnce,
  }
}
