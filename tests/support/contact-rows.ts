import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { E2E_DATA_DIR } from './e2e-data-dir.ts'

export type StoredRow = {
  id: string
  name: string
  phone: string | null
  campaign_type: string
  prefer_phone: number
  consent_version: string | null
  quarantine_reason: string | null
  idempotency_key: string | null
}

/** The requests the browser tests' server stored for an address (SQLite in its DATA_DIR), oldest first. */
export function storedRows(email: string): StoredRow[] {
  const db = new DatabaseSync(join(E2E_DATA_DIR, 'contact.db'), { readOnly: true })
  try {
    return db
      .prepare(
        `SELECT id, name, phone, campaign_type, prefer_phone, consent_version, quarantine_reason, idempotency_key
         FROM contact_requests WHERE email = ? ORDER BY created_at`,
      )
      .all(email) as StoredRow[]
  } finally {
    db.close()
  }
}
