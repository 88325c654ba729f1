/**
 * `npm run test:production` (ADR 030): installs the committed HEAD with deploy/install into a
 * Debian 12 booted with systemd (tests/production/container.ts) and rehearses what the people
 * who run it will do, through the real Caddy over HTTPS, once per database engine
 * (REHEARSAL_ENGINES, both by default: SQLite, then PostgreSQL, about 12 minutes together here).
 * Each step asserts what a visitor, the office or the operator would see – answers, rows, e-mails in a real SMTP sink – and the times go to
 * reports/production-rehearsal.md.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { startSmtpSink } from '../support/smtp-sink.ts'
import { ensureBaseImage, newContainer } from './container.ts'
import { steps } from './steps.ts'

const SITE = 'www.mandatwerk-probe.de'
const EDITOR = 'redaktion.mandatwerk-probe.de'
const HTTPS_PORT = 5443
const engines = (process.env.REHEARSAL_ENGINES ?? 'sqlite,postgresql').split(',') as ('sqlite' | 'postgresql')[]
// REHEARSAL_STEPS=1,5 runs only those steps (the install, step 1, always): to see one step fail on purpose quickly.
const only = process.env.REHEARSAL_STEPS?.split(',').map((n) => n.trim())
const chosen = (label: string) => !only || label.startsWith('1 ') || only.includes(label.split(' ')[0]!)
const timings: string[] = []
const started = Date.now()
const seconds = (from: number) => ((Date.now() - from) / 1000).toFixed(0)

async function timed(label: string, run: () => Promise<void> | void) {
  const from = Date.now()
  process.stdout.write(`… ${label}\n`)
  await run()
  timings.push(`| ${label} | ${seconds(from)} s |`)
  process.stdout.write(`ok ${label} (${seconds(from)} s)\n`)
}

await timed('base image (debootstrap, cached)', ensureBaseImage)
const sink = await startSmtpSink(5025)
let failed: unknown
for (const engine of engines) {
  const box = newContainer(`mw-${engine}`, [SITE, EDITOR])
  sink.messages.length = 0 // each engine's installation is a new one: the last one's e-mails are not its
  try {
    const clone = join(box.dir, 'root/mandatwerk')
    rmSync(clone, { recursive: true, force: true })
    mkdirSync(clone, { recursive: true })
    execFileSync('git', ['clone', '-q', '--no-hardlinks', process.cwd(), clone])
    await box.boot()
    const all = steps({ box, engine, sink, site: SITE, editor: EDITOR, httpsPort: HTTPS_PORT })
    for (const [label, step] of all.filter(([label]) => chosen(label))) await timed(`${engine}: ${label}`, step)
  } catch (error) {
    failed = error
    console.error(`\nFAILED on ${engine}:`, error instanceof Error ? error.message : error)
    try {
      console.error(box.run('journalctl -b -n 80 --no-pager -u "mandatwerk*" -u caddy', { allowFail: true }))
    } catch {
      // the container is gone
    }
  } finally {
    box.stop()
  }
  if (failed) break
}
await sink.close()

const total = seconds(started)
mkdirSync('reports', { recursive: true })
writeFileSync(
  'reports/production-rehearsal.md',
  `# Production rehearsal (npm run test:production)\n\n${new Date().toISOString()}, ${failed ? 'FAILED' : 'passed'}, total ${total} s; engines: ${engines.join(', ')}${only ? `; steps ${only.join(', ')}` : ''}.\n\n| step | time |\n| --- | --- |\n${timings.join('\n')}\n`,
)
console.log(`\nrehearsal ${failed ? 'FAILED' : 'passed'} in ${total} s (reports/production-rehearsal.md)`)
process.exit(failed ? 1 : 0)
