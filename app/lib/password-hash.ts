/**
 * Salted PBKDF2-SHA-256 password records with Web Crypto, which both the browser and Node
 * (at build time) provide, so the record made by the build is checked by the same code.
 */

/** What the client bundle may hold instead of a password: salt and hash in hex. */
export type PasswordRecord = {
  salt: string
  hash: string
  iterations: number
}

/** OWASP's 2023 recommendation for PBKDF2-HMAC-SHA-256. Web Crypto runs it natively:
 *  a fraction of a second once per visit on a phone, and slow for anyone guessing offline. */
export const PBKDF2_ITERATIONS = 600_000

const SALT_BYTES = 16
const HASH_BITS = 256

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  // The password is used exactly as typed (it must equal the password exactly), without Unicode normalisation.
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS)
  return toHex(new Uint8Array(bits))
}

/** A record for `password` with a fresh random salt. */
export async function createPasswordRecord(
  password: string,
  iterations: number = PBKDF2_ITERATIONS,
): Promise<PasswordRecord> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  return { salt: toHex(salt), hash: await derive(password, salt, iterations), iterations }
}

/** Whether `candidate` is the password the record was made from. Rejects when Web Crypto is
 *  missing (browsers offer it only in secure contexts: HTTPS or localhost). */
export async function verifyPassword(candidate: string, record: PasswordRecord): Promise<boolean> {
  const derived = await derive(candidate, fromHex(record.salt), record.iterations)
  // Compares every character, so the time taken does not tell how much of the hash matched.
  let difference = derived.length ^ record.hash.length
  for (let i = 0; i < derived.length; i++) difference |= derived.charCodeAt(i) ^ (record.hash.charCodeAt(i) || 0)
  return difference === 0
}
