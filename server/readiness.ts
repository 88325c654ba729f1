import type { OutboxHealth } from './contact/repository.ts'
import type { ContactRepository } from './contact/repository.ts'
import type { DiskGuard } from './disk-space.ts'

/** GET /readyz: the database must answer within this long. */
export const READY_DATABASE_TIMEOUT_MS = 2_000
/** GET /readyz: an email waiting longer than this means mail is not going out. */
export const READY_MAX_PENDING_SECONDS = 15 * 60

export type Readiness = {
  database: 'ok' | 'unavailable'
  /** `failed`: failures no operator has dismissed yet (`npm run requests -- dismiss`). */
  outbox: { [key in keyof OutboxHealth]: number | null }
  /** The filesystem of DATA_DIR; `refusing` while new requests get 503 (DATA_DISK_MIN_FREE_MB). */
  disk?: { usedRatio: number | null; refusing: boolean }
}

/**
 * The one verdict of GET /readyz and of the `server_ready` gauge: the database answers,
 * no email has failed unacknowledged, none waits longer than 15 minutes, and the disk has
 * room for new requests.
 */
export async function readiness(
  repository: ContactRepository,
  disk?: DiskGuard,
): Promise<{ ready: boolean; body: Readiness }> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let body: Readiness
  try {
    const outbox = await Promise.race([
      repository.outboxHealth(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), READY_DATABASE_TIMEOUT_MS)
      }),
    ])
    body = { database: 'ok', outbox }
  } catch {
    body = { database: 'unavailable', outbox: { pending: null, oldestPendingSeconds: null, failed: null } }
  } finally {
    clearTimeout(timer)
  }
  if (disk) body.disk = { usedRatio: disk.space()?.usedRatio ?? null, refusing: disk.refusing() }
  const ready =
    body.database === 'ok' &&
    body.outbox.failed === 0 &&
    body.outbox.oldestPendingSeconds! <= READY_MAX_PENDING_SECONDS &&
    !body.disk?.refusing
  return { ready, body }
}
