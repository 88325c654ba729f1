/**
 * Staff accounts (docs/decisions/030): two files, one per group – `editors` (content: the
 * editor) and `office` (the desk, which holds personal data) – with one `name:hash` per line,
 * the hash node:crypto's scrypt with a random salt. Written by `npm run staff` (editor/staff/cli.ts),
 * read by the editor and the desk at every sign-in, so a new account needs no restart.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>

export type StaffGroup = 'editor' | 'office'

/** The file of each group inside STAFF_DIR. */
export const GROUP_FILES: Record<StaffGroup, string> = { editor: 'editors', office: 'office' }

/** Where the account files are unless STAFF_DIR says otherwise. */
export const DEFAULT_STAFF_DIR = '/etc/mandatwerk'

export const staffDir = (env: NodeJS.ProcessEnv) => env.STAFF_DIR || DEFAULT_STAFF_DIR
export const accountsFile = (env: NodeJS.ProcessEnv, group: StaffGroup) => join(staffDir(env), GROUP_FILES[group])

/** Names: letters, digits, `.`, `_`, `-`; they become commit authors and audit actors. */
export const NAME = /^[\p{L}\p{N}._-]{1,64}$/u

// scrypt's cost (N = 2^15, 32 MiB, some 50–100 ms here); stored with each hash, so it can grow later.
const COST = { N: 2 ** 15, r: 8, p: 1 }
const KEY_LENGTH = 32
const maxmem = (N: number, r: number) => 256 * N * r

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, KEY_LENGTH, { ...COST, maxmem: maxmem(COST.N, COST.r) })
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$')
}

/** Whether `password` matches `stored` (`scrypt$N$r$p$salt$key`); false for anything malformed. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$')
  const N = Number(n)
  const R = Number(r)
  const P = Number(p)
  if (kind !== 'scrypt' || !salt || !key || ![N, R, P].every((v) => Number.isInteger(v) && v > 0)) return false
  if (N > 2 ** 20 || R > 32 || P > 16) return false
  const expected = Buffer.from(key, 'base64')
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: R,
    p: P,
    maxmem: maxmem(N, R),
  })
  return expected.length > 0 && timingSafeEqual(actual, expected)
}

/** A hash that matches no password: checked for unknown names, so they take as long as known ones. */
export const NO_ACCOUNT = `scrypt$${COST.N}$${COST.r}$${COST.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`

/** The accounts of a file: name → hash. A missing file has none; lines that are not `name:hash` are skipped. */
export function readAccounts(file: string): Map<string, string> {
  const accounts = new Map<string, string>()
  if (!existsSync(file)) return accounts
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).trim()
    if (colon > 0 && NAME.test(name)) accounts.set(name, line.slice(colon + 1).trim())
  }
  return accounts
}

/** The file's text with `name` set to `hash` (added, or replacing its line). */
export function withAccount(text: string, name: string, hash: string): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '' && line.slice(0, line.indexOf(':')) !== name)
  return `${[...lines, `${name}:${hash}`].join('\n')}\n`
}

/** The file's text without `name`. */
export function withoutAccount(text: string, name: string): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '' && line.slice(0, line.indexOf(':')) !== name)
  return lines.length ? `${lines.join('\n')}\n` : ''
}
