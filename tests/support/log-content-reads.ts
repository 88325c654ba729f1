/**
 * Preloaded into every Node process of a publish (NODE_OPTIONS=--import) by
 * scripts/content/publish-reads-once.test.ts: each file Keystatic's reader opens
 * (node:fs/promises readFile) is appended to CONTENT_READ_LOG, one path a line.
 */
import { appendFileSync } from 'node:fs'
import fs from 'node:fs/promises'

const log = process.env.CONTENT_READ_LOG!
const readFile = fs.readFile.bind(fs)
fs.readFile = ((...args: Parameters<typeof readFile>) => {
  appendFileSync(log, `${String(args[0])}\n`)
  return readFile(...args)
}) as typeof readFile
