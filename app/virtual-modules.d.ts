/** Salted hash of the contact card password, made at build time by scripts/card-gate-plugin.ts. */
declare module 'virtual:card-gate' {
  import type { PasswordRecord } from './lib/password-hash.ts'

  const record: PasswordRecord
  export default record
}
