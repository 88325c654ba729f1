/**
 * `npm run bench:desk`: the desk (/anfragen, docs/decisions/029) with 100,000 stored requests (two
 * emails each, spread over a year) on SQLite and – under scripts/with-postgres.sh – PostgreSQL.
 * Each page is answered 50 times by the editor's app in this process; the p95 of the server's
 * time goes to reports/desk-bench.md. Goals: Eingang's first page and a search ≤ 200 ms,
 * a year of Quellen ≤ 300 ms.
 */
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import pg from 'pg'

import { createDeskApp } from '../../office/desk-app.ts'
import { createRepository, SQLITE_FILE } from '../../server/contact/create-repository.ts'
import { setLogLevel } from '../../server/log.ts'
import { testStorage } from '../support/contact-storage.ts'

const N = 100_000
const RUNS = 50
const HOST = 'redaktion.localhost'
setLogLevel('warn')

const SQLITE_SEED = `
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${N})
INSERT INTO contact_requests (id, created_at, name, email, organization, campaign_type, message, prefer_phone,
                              landing_path, utm_source, referrer_host)
SELECT printf('%08x-0000-4000-8000-%012x', i, i), $now - i * 315000,
       CASE WHEN i % 50 = 0 THEN 'Ayşe Özdemir ' ELSE 'Person ' END || i,
       'person' || i || '@verein' || (i % 500) || '.example', 'Ortsverein ' || (i % 700),
       CASE i % 6 WHEN 0 THEN 'local' WHEN 1 THEN 'state' WHEN 2 THEN 'federal' WHEN 3 THEN 'european' WHEN 4 THEN 'mayor' ELSE 'other' END,
       'Wir planen den Wahlkampf im Bezirk ' || (i % 12) || ' und bitten um ein Gespräch, Anfrage ' || i, 0,
       CASE i % 4 WHEN 0 THEN '/campaign-costs' WHEN 1 THEN '/ratgeber' WHEN 2 THEN '/' ELSE '/contact' END,
       CASE WHEN i % 3 = 0 THEN 'newsletter' END, CASE WHEN i % 3 = 1 THEN 'www.google.com' END
  FROM n;
INSERT INTO email_outbox (id, request_id, kind, recipient, status, attempts, next_attempt_at, message_id, created_at)
SELECT substr(id, 1, 9) || '1111' || substr(id, 14), id, 'notification', 'buero@mandatwerk.example', 'sent', 1, created_at, 'n' || id, created_at FROM contact_requests;
INSERT INTO email_outbox (id, request_id, kind, recipient, status, attempts, next_attempt_at, message_id, created_at)
SELECT substr(id, 1, 9) || '2222' || substr(id, 14), id, 'confirmation', email, 'sent', 1, created_at, 'c' || id, created_at FROM contact_requests;`

const POSTGRES_SEED = `
INSERT INTO contact_requests (id, created_at, name, email, organization, campaign_type, message, prefer_phone,
                              landing_path, utm_source, referrer_host)
SELECT (lpad(to_hex(i), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, now() - i * interval '315 seconds',
       CASE WHEN i % 50 = 0 THEN 'Ayşe Özdemir ' ELSE 'Person ' END || i,
       'person' || i || '@verein' || (i % 500) || '.example', 'Ortsverein ' || (i % 700),
       (ARRAY['local', 'state', 'federal', 'european', 'mayor', 'other'])[i % 6 + 1],
       'Wir planen den Wahlkampf im Bezirk ' || (i % 12) || ' und bitten um ein Gespräch, Anfrage ' || i, false,
       (ARRAY['/campaign-costs', '/ratgeber', '/', '/contact'])[i % 4 + 1],
       CASE WHEN i % 3 = 0 THEN 'newsletter' END, CASE WHEN i % 3 = 1 THEN 'www.google.com' END
  FROM generate_series(1, ${N}) AS i;
INSERT INTO email_outbox (id, request_id, kind, recipient, status, attempts, next_attempt_at, message_id, created_at)
SELECT gen_random_uuid(), id, k, CASE k WHEN 'notification' THEN 'buero@mandatwerk.example' ELSE email END, 'sent', 1,
       created_at, k || id, created_at FROM contact_requests, unnest(ARRAY['notification', 'confirmation']) AS k;
ANALYZE;`

const p95 = (times: number[]) => times.toSorted((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1]!

async function bench(engine: 'sqlite' | 'postgres') {
  const storage = testStorage(engine)
  const repository = await createRepository(storage)
  const seeded = performance.now()
  if (engine === 'sqlite') {
    const db = new DatabaseSync(join(storage.dataDir, SQLITE_FILE))
    db.exec('BEGIN')
    for (const statement of SQLITE_SEED.split(';').filter((s) => s.trim()))
      if (statement.includes('$now')) db.prepare(statement).run({ now: Date.now() })
      else db.prepare(statement).run()
    db.exec('COMMIT')
    db.exec('ANALYZE')
    db.close()
  } else {
    const client = new pg.Client({ connectionString: storage.databaseUrl })
    await client.connect()
    await client.query(`SET search_path TO ${storage.schema}`)
    await client.query(POSTGRES_SEED)
    await client.end()
  }
  const seedSeconds = (performance.now() - seeded) / 1000
  // The rows were written past the app, as by a version before migration 0008: the next start
  // (migrate) folds their search_text – what the upgrade of a full database costs.
  const backfilled = performance.now()
  await repository.migrate()
  const backfillSeconds = (performance.now() - backfilled) / 1000
  if (engine === 'postgres') {
    // The backfill's updates leave a dead version of every row; autovacuum clears them soon after.
    const client = new pg.Client({ connectionString: storage.databaseUrl })
    await client.connect()
    await client.query(`SET search_path TO ${storage.schema}`)
    await client.query('VACUUM ANALYZE contact_requests')
    await client.end()
  }
  const app = createDeskApp({
    desk: {
      repository,
      outboxDir: join(storage.dataDir, 'outbox'),
      emails: {
        inbox: 'x@example.org',
        messageIdDomain: 'example.org',
        confirmationLimits: { perRecipient: 3, perDomain: 20, perHour: 100 },
      },
      backupDays: 14,
      pageNames: () => ({}),
    },
  })
  const url = (path: string) => `http://${HOST}${path}`
  const first = await (await app.request(url('/anfragen'), { headers: { host: HOST } })).text()
  const csrf = /name="csrf" value="([^"]+)"/.exec(first)![1]!
  const search = (suche: string) => () =>
    app.request(url('/anfragen'), {
      method: 'POST',
      headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf, suche }).toString(),
    })
  const cases: [string, () => Promise<Response> | Response, number][] = [
    ['Eingang, first page', () => app.request(url('/anfragen'), { headers: { host: HOST } }), 200],
    ['search, common words ("bezirk gespräch")', search('bezirk gespräch'), 200],
    ['search, one address (rare: scans all)', search('person77777@verein277'), 200],
    ['search, non-ASCII in capitals ("ÖZDEMIR")', search('ÖZDEMIR'), 200],
    ['Quellen, a year', () => app.request(url('/anfragen/quellen?tage=365'), { headers: { host: HOST } }), 300],
  ]
  const rows: string[] = []
  for (const [label, run, goal] of cases) {
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now()
      const answer = await run()
      await answer.text()
      if (answer.status !== 200) throw new Error(`${label}: ${answer.status}`)
      times.push(performance.now() - start)
    }
    const value = p95(times)
    rows.push(`| ${engine} | ${label} | ${value.toFixed(1)} | ${goal} | ${value <= goal ? 'yes' : '**no**'} |`)
    console.log(rows.at(-1))
  }
  await repository.close()
  return { rows, seedSeconds, backfillSeconds }
}

const engines = process.env.DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)
const results = []
const loadBefore = loadavg()[0]!
for (const engine of engines) results.push({ engine, ...(await bench(engine)) })
const report = `# The desk with ${N.toLocaleString('en')} requests (docs/decisions/029)

\`npm run bench:desk\` – ${new Date().toISOString().slice(0, 16)} UTC, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}),
Node ${process.version}. ${N.toLocaleString('en')} requests over a year with two emails each; every page answered
${RUNS} times by the editor's app in one process (server time incl. rendering, no network); p95 in ms.
Seeding took ${results.map((r) => `${r.seedSeconds.toFixed(1)} s on ${r.engine}`).join(', ')}; filling \`search_text\` of the
seeded rows on the next start (migration 0008's backfill, as for a database from before it) took
${results.map((r) => `${r.backfillSeconds.toFixed(1)} s on ${r.engine}`).join(', ')} (on PostgreSQL followed by \`VACUUM ANALYZE\`, as autovacuum
would). Machine shared with other work while measured: load average (1 min) ${loadBefore.toFixed(1)} at the start,
${loadavg()[0]!.toFixed(1)} at the end, on ${cpus().length} cores.

| engine | page | p95 (ms) | goal (ms) | met |
| --- | --- | ---: | ---: | --- |
${results.flatMap((r) => r.rows).join('\n')}
`
writeFileSync('reports/desk-bench.md', report)
console.log(report)
