/**
 * `npm run test:production` (issue 35 §2, docs/decisions/030): boots a fresh Debian 12 with
 * systemd as PID 1 (tests/production/container.ts), installs the repository's committed HEAD
 * with deploy/install from flags, and rehearses the installation's seven steps through the real
 * Caddy, on SQLite and then PostgreSQL (REHEARSAL_ENGINES=sqlite to run one). Each step's time
 * and the total go to reports/production-rehearsal.md. Runs as root.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'

import { startSmtpSink } from '../support/smtp-sink.ts'
import { Container } from './container.ts'
import { STEPS, type World } from './steps.ts'

if (process.getuid?.() !== 0) {
  console.error('npm run test:production boots a container: run it as root.')
  process.exit(2)
}
const engines = (process.env.REHEARSAL_ENGINES ?? 'sqlite,postgresql').split(',') as World['engine'][]
const only = process.env.REHEARSAL_STEPS?.split(',').map(Number)
const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim()
const rows: string[] = []
const started = Date.now()
let failed: string | undefined
const sink = await startSmtpSink(Number(process.env.REHEARSAL_SMTP_PORT ?? 5077))

let running: Container | undefined
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the container`)
    void (running?.stop() ?? Promise.resolve()).finally(() => process.exit(130))
  })
}

for (const engine of engines) {
  const container = new Container(`mwr-${engine}-${process.pid}`)
  running = container
  const world: World = { engine, container, sink, ports: PORTS(engine), facts: {} }
  const t0 = Date.now()
  try {
    container.prepare(process.cwd())
    await container.boot()
    rows.push(`| ${engine} | boot a fresh copy of the image | ${secs(t0)} | ok |`)
    for (const [index, step] of STEPS.entries()) {
      if (only && !only.includes(index + 1)) continue
      const t = Date.now()
      console.log(`\n== ${engine}, step ${index + 1}: ${step.title}`)
      try {
        await step.run(world)
        rows.push(`| ${engine} | ${index + 1}. ${step.title} | ${secs(t)} | ok |`)
        console.log(`   ok (${secs(t)} s)`)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        rows.push(`| ${engine} | ${index + 1}. ${step.title} | ${secs(t)} | **failed**: ${firstLine(message)} |`)
        console.error(`   FAILED (${secs(t)} s): ${message}`)
        failed ??= `${engine}, step ${index + 1}: ${firstLine(message)}`
        if (!process.env.REHEARSAL_CONTINUE) break
      }
    }
  } finally {
    await container.stop()
  }
  if (failed && !process.env.REHEARSAL_CONTINUE) break
}
await sink.close()

const total = secs(started)
mkdirSync('reports', { recursive: true })
writeFileSync(
  'reports/production-rehearsal.md',
  [
    '# Production rehearsal',
    '',
    `\`npm run test:production\` on commit ${head}, ${new Date().toISOString()}: a Debian 12 booted with`,
    'systemd-nspawn, installed by `deploy/install`, through the real Caddy (docs/decisions/030).',
    '',
    '| engine | step | seconds | result |',
    '| --- | --- | ---: | --- |',
    ...rows,
    '',
    `Total: ${total} s (${(total / 60).toFixed(1)} min; the budget is 25 min).`,
    '',
  ].join('\n'),
)
console.log(`\nTotal ${total} s; reports/production-rehearsal.md`)
if (failed) {
  console.error(`The rehearsal failed at ${failed}`)
  process.exit(1)
}

function secs(since: number) {
  return Math.round((Date.now() - since) / 1000)
}
function firstLine(text: string) {
  return text.split('\n')[0]!.replaceAll('|', '/').slice(0, 200)
}
function PORTS(engine: World['engine']) {
  // 5000–5099 on this host; the container shares its loopback.
  const base = engine === 'sqlite' ? 5000 : 5050
  return { http: base + 1, https: base + 2, admin: base + 3, server: base + 10, pg: base + 20 }
}
