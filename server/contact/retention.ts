import { rmSync } from 'node:fs'
import { join } from 'node:path'

import type { ContactRepository, ErasureResult } from './repository.ts'

/** The privacy policy: requests are deleted 12 months after they arrived. */
export const DEFAULT_RETENTION_DAYS = 365

/** Suspected spam is kept this long (time to release a real request), then deleted. */
export const QUARANTINE_RETENTION_DAYS = 30

export const DAY_MS = 24 * 60 * 60 * 1000

export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS)
}

/**
 * Deletes the .eml copies of erased outbox rows (no-SMTP mode keeps messages as files
 * under DATA_DIR/outbox; they hold the same personal data as the rows).
 */
export function removeEmlFiles(outboxDir: string, outboxIds: readonly string[]): number {
  let removed = 0
  for (const id of outboxIds) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) continue
    try {
      rmSync(join(outboxDir, `${id}.eml`))
      removed++
    } catch {
      // Never written (sent over SMTP) or already gone.
    }
  }
  return removed
}

/**
 * Requests older than the retention period (`days`; 0 keeps them) and quarantined ones older
 * than QUARANTINE_RETENTION_DAYS, with their outbox rows and .eml files.
 */
export async function purgeExpired(
  repository: ContactRepository,
  { now, days, outboxDir }: { now: Date; days: number; outboxDir: string },
): Promise<ErasureResult & { files: number; quarantined: number }> {
  const quarantine = await repository.deleteOlderThan(
    retentionCutoff(now, days > 0 ? Math.min(days, QUARANTINE_RETENTION_DAYS) : QUARANTINE_RETENTION_DAYS),
    { quarantinedOnly: true },
  )
  const rest =
    days > 0 ? await repository.deleteOlderThan(retentionCutoff(now, days)) : { requests: 0, emails: 0, outboxIds: [] }
  const outboxIds = [...quarantine.outboxIds, ...rest.outboxIds]
  return {
    requests: quarantine.requests + rest.requests,
    quarantined: quarantine.requests,
    emails: quarantine.emails + rest.emails,
    outboxIds,
    files: removeEmlFiles(outboxDir, outboxIds),
  }
}

/** GDPR erasure of one address: its requests, outbox rows and .eml files. */
export async function eraseAddress(
  repository: ContactRepository,
  { email, outboxDir }: { email: string; outboxDir: string },
): Promise<ErasureResult & { files: number }> {
  const result = await repository.deleteByEmail(email)
  return { ...result, files: removeEmlFiles(outboxDir, result.outboxIds) }
}
