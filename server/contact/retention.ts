import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { ContactRepository, ErasureResult } from './repository.ts'

/** The privacy policy: requests are deleted 12 months after they arrived. */
export const DEFAULT_RETENTION_DAYS = 365

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

/** Requests older than the retention period, their outbox rows and their .eml files. */
export async function purgeExpired(
  repository: ContactRepository,
  { now, days, outboxDir }: { now: Date; days: number; outboxDir: string },
): Promise<ErasureResult & { files: number }> {
  const result = await repository.deleteOlderThan(retentionCutoff(now, days))
  return { ...result, files: removeEmlFiles(outboxDir, result.outboxIds) }
}

/** GDPR erasure of one address: its requests, outbox rows and .eml files. */
export async function eraseAddress(
  repository: ContactRepository,
  { email, outboxDir }: { email: string; outboxDir: string },
): Promise<ErasureResult & { files: number }> {
  const result = await repository.deleteByEmail(email)
  return { ...result, files: removeEmlFiles(outboxDir, result.outboxIds) }
}
