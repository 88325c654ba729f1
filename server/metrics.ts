import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

import { readBackupStatus, statusSeconds } from './backup/status.ts'
import type { DeliveryObserver } from './contact/outbox-worker.ts'
import type { ConfirmationSkip, ContactRepository } from './contact/repository.ts'
import { OUTBOX_STATUSES } from './contact/repository.ts'
import type { DiskGuard } from './disk-space.ts'
import { readiness } from './readiness.ts'

/** What became of a POST to the contact endpoint. */
export type ContactOutcome = 'created' | 'replayed' | 'quarantined' | 'refused' | 'error' | 'disk-full'

export type ContactMetrics = {
  outcome(outcome: ContactOutcome): void
  confirmationSkipped(reason: ConfirmationSkip): void
  /** A request refused with 503 because the disk of DATA_DIR is nearly full. */
  diskFullRefusal(): void
}

export type ServerMetrics = {
  registry: Registry
  /** One answered HTTP request; `route` is a bounded name (see routeLabel in app.ts), never a raw path. */
  request(route: string, status: number, seconds: number): void
  contact: ContactMetrics
  delivery: DeliveryObserver
  /** The outbox, readiness and disk gauges read the database and the filesystem at each scrape. */
  watch(repository: ContactRepository, disk?: DiskGuard): void
  /** The backup gauges read DATA_DIR/backup-status.json (server/backup/status.ts) at each scrape. */
  watchBackups(dataDir: string): void
  /** 1 while the live release link points at a release this server could not load (server/live-site.ts). */
  releaseLoadFailed(failed: boolean): void
}

/** How long a scrape waits for the outbox counts before it reports without them. */
const OUTBOX_SCRAPE_TIMEOUT_MS = 2_000

/** The database's answer, or undefined when it fails or takes longer than a scrape may wait (GET /readyz says why). */
async function withTimeout<T>(query: Promise<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    return await Promise.race([
      query,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), OUTBOX_SCRAPE_TIMEOUT_MS)
      }),
    ])
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The server's Prometheus metrics (GET /metrics, prom-client): HTTP requests by route and
 * status, contact requests by outcome, confirmations skipped by a limit, outbox depth by
 * state, delivery attempts and failures, and Node's own (event-loop lag, memory, CPU). One
 * registry per server, so tests can run several.
 */
export function createMetrics(): ServerMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]

  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers })

  const requests = counter('http_requests_total', 'HTTP requests answered, by route and status code', [
    'route',
    'status',
  ])
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  })
  const contactRequests = counter(
    'contact_requests_total',
    'Contact form posts by outcome: created, replayed (same Idempotency-Key), quarantined (suspected spam), refused (4xx), error (database unavailable, 503), disk-full (503 while DATA_DIR has too little space)',
    ['outcome'],
  )
  const skipped = counter(
    'contact_confirmations_skipped_total',
    'Accepted requests that got no confirmation email because a limit was reached, by limit',
    ['limit'],
  )
  const attempts = counter('outbox_delivery_attempts_total', 'Email delivery attempts, by kind', ['kind'])
  const failures = counter(
    'outbox_delivery_failures_total',
    'Failed email delivery attempts, by kind; final="true" when the email was given up',
    ['kind', 'final'],
  )
  const lostClaims = counter(
    'outbox_delivered_after_claim_lost_total',
    'Emails the mail server accepted after their claim had run out (each may go out twice)',
    ['kind'],
  )
  const diskFullRefusals = counter(
    'contact_disk_full_refusals_total',
    'Contact requests refused with 503 because the filesystem of DATA_DIR had less than DATA_DISK_MIN_FREE_MB free',
    [],
  )
  let repository: ContactRepository | undefined
  let disk: DiskGuard | undefined
  const gauge = (name: string, help: string, collect: (this: Gauge) => Promise<void> | void) =>
    new Gauge({ name, help, registers, collect })
  gauge(
    'outbox_oldest_pending_age_seconds',
    'Age of the oldest email not yet delivered (pending or sending), by the database clock; 0 when none',
    async function () {
      const health = repository && (await withTimeout(repository.outboxHealth()))
      if (health) this.set(health.oldestPendingSeconds)
    },
  )
  gauge(
    'server_ready',
    '1 while GET /readyz answers 200 (same verdict, computed at the scrape), else 0',
    async function () {
      if (repository) this.set((await readiness(repository, disk)).ready ? 1 : 0)
    },
  )
  gauge('data_disk_used_ratio', 'Share of the filesystem of DATA_DIR in use, 0..1 (as df counts it)', function () {
    const space = disk?.space()
    if (space) this.set(space.usedRatio)
  })
  gauge('data_disk_free_bytes', 'Bytes still free on the filesystem of DATA_DIR', function () {
    const space = disk?.space()
    if (space) this.set(space.freeBytes)
  })
  new Gauge({
    name: 'outbox_emails',
    help: 'Emails in the outbox by state (pending, sending, sent, written, failed: not dismissed, dismissed: failures an operator acknowledged)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      if (!repository) return
      this.reset()
      const stats = await withTimeout(repository.stats())
      if (stats) for (const state of OUTBOX_STATUSES) this.set({ state }, stats.outbox[state])
    },
  })

  // Written by `npm run backup`; 0 until a backup has succeeded (so the alert fires: deploy/alerts.yml).
  let backupDataDir: string | undefined
  const backupGauge = (name: string, help: string, part: 'backup' | 'offsite') =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        if (backupDataDir !== undefined) this.set(statusSeconds(readBackupStatus(backupDataDir)[part]?.at))
      },
    })
  backupGauge(
    'backup_last_success_timestamp_seconds',
    'When the last backup of the contact database succeeded (Unix time; 0: never)',
    'backup',
  )
  backupGauge(
    'offsite_backup_last_success_timestamp_seconds',
    'When the last off-site copy of a backup (restic) succeeded (Unix time; 0: never)',
    'offsite',
  )

  const releaseFailed = new Gauge({
    name: 'site_release_load_failed',
    help: '1 while the live release (releases/current) could not be loaded and the previous one is still served, else 0',
    registers,
  })
  releaseFailed.set(0)

  return {
    registry,
    releaseLoadFailed: (failed) => releaseFailed.set(failed ? 1 : 0),
    request(route, status, seconds) {
      requests.inc({ route, status: String(status) })
      durations.observe({ route }, seconds)
    },
    contact: {
      outcome: (outcome) => contactRequests.inc({ outcome }),
      confirmationSkipped: (limit) => skipped.inc({ limit }),
      diskFullRefusal: () => diskFullRefusals.inc(),
    },
    delivery: {
      attempt: (kind) => attempts.inc({ kind }),
      failure: (kind, final) => failures.inc({ kind, final: String(final) }),
      lostClaim: (kind) => lostClaims.inc({ kind }),
    },
    watch(watched, watchedDisk) {
      repository = watched
      disk = watchedDisk
    },
    watchBackups(dataDir) {
      backupDataDir = dataDir
    },
  }
}
