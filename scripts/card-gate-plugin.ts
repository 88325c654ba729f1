import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

import type { Plugin } from 'vite'

import { cardPassword } from '../app/config/card-password.server.ts'
import { createPasswordRecord, type PasswordRecord } from '../app/lib/password-hash.ts'
import { CARD_GATE_RECORD_FILE } from '../server/golive-check.ts'

/** Import this id in client code to get the card gate's `PasswordRecord` (see app/virtual-modules.d.ts). */
const VIRTUAL_ID = 'virtual:card-gate'
const RESOLVED_ID = `\0${VIRTUAL_ID}`
// The record lands beside build/client (CARD_GATE_RECORD_FILE), never served: `npm start` checks it against
// CARD_PASSWORD (scripts/lib/build-state.ts), the go-live check against the demo password (server/golive-check.ts).

/**
 * Hashes the card password (CARD_PASSWORD or the demo default) once per build with a random
 * salt and serves only the record to the bundle, so the password itself never ships.
 */
export function cardGatePlugin(): Plugin {
  let record: Promise<PasswordRecord> | undefined
  const getRecord = () => (record ??= createPasswordRecord(cardPassword()))
  return {
    name: 'mandatwerk:card-gate',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      return `export default ${JSON.stringify(await getRecord())}`
    },
    async writeBundle(options) {
      // Only the browser bundle's record matters; the prerender build's copy never runs a check.
      if (this.environment.name !== 'client' || !options.dir) return
      const file = join(dirname(options.dir), CARD_GATE_RECORD_FILE)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, JSON.stringify(await getRecord()))
    },
  }
}
