/**
 * `npm run bench:failover`: the multi-instance run of docs/reliability.md (tests/bench/failover-run.ts).
 * 10,000 requests from 50 clients against two server processes on one PostgreSQL, one
 * process SIGKILLed and restarted, PostgreSQL crash-restarted, the mail server down for part
 * of the run; then every accepted request's two emails must arrive exactly once. Writes
 * reports/multi-instance-run.md. CPU heavy: run it on a quiet machine. Loopback only.
 *
 *   BENCH_FAILOVER_REQUESTS=1000 BENCH_FAILOVER_CLIENTS=20 npm run bench:failover   # smaller
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'

import { staleBuildReason } from '../../scripts/lib/build-state.ts'
import { siteUrlFromEnv } from '../../scripts/lib/site-url.ts'
import { runFailover, SCHEDULE } from './failover-run.ts'

const REQUESTS = Number(process.env.BENCH_FAILOVER_REQUESTS ?? 10_000)
const CLIENTS = Number(process.env.BENCH_FAILOVER_CLIENTS ?? 50)
const LEASE_SECONDS = 10
const OUT = 'reports/multi-instance-run.md'

const reason = await staleBuildReason()
if (reason) {
  console.log(`Building the site first: ${reason}.`)
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, SITE_URL: siteUrlFromEnv() } })
}

const loadBefore = loadavg()[0]!.toFixed(2)
const date = new Date().toISOString().slice(0, 10)
console.log(
  `Failover run: ${REQUESTS} requests from ${CLIENTS} clients, two servers, one PostgreSQL (load average ${loadBefore})`,
)
const figures = await runFailover({
  requests: REQUESTS,
  clients: CLIENTS,
  leaseSeconds: LEASE_SECONDS,
  progress: (line) => console.log(`  ${line}`),
})

const ok = figures.lost === 0 && figures.missingEmails === 0 && figures.repeated === 0 && figures.gaveUp === 0
const share = (value: number) => `${Math.round(value * 100)} %`
const report = `# Multi-instance run: two servers, one PostgreSQL, faults

\`npm run bench:failover\` (tests/bench/failover.ts, tests/bench/failover-run.ts), the
multi-instance run of docs/reliability.md. Latest: ${date}, ${cpus().length} cores (load average ${loadBefore} before the run), Node ${process.versions.node}.

**Setup.** Two server processes (the production bundle, \`NODE_ENV=production\`) on one
PostgreSQL server of their own, both delivering to one SMTP server (\`smtp-server\`, in the
load generator's process). ${CLIENTS} clients send ${REQUESTS.toLocaleString('en')} contact
requests, each with its own Idempotency-Key, alternating between the servers as a load
balancer would; a failed attempt (network error, 503) is sent again with the same key to the
other server after a short pause, as the form lets a person retry. \`OUTBOX_LEASE_SECONDS=${LEASE_SECONDS}\`,
\`CONTACT_RATE_LIMIT=0\`, \`CONTACT_MIN_FILL_MS=0\`, \`CONTACT_CONFIRMATIONS_PER_HOUR=0\`, \`CONTACT_CONFIRMATIONS_PER_DOMAIN=0\`.

**Faults**, by the share of requests answered: server 2 killed with SIGKILL at ${share(SCHEDULE.killServer)}
(while mail flows), the mail server down at ${share(SCHEDULE.mailDown)}, PostgreSQL crashed
(immediate shutdown) and restarted after 1 s at ${share(SCHEDULE.crashPostgres)}, server 2
started again at ${share(SCHEDULE.restartServer)}, the mail server back at ${share(SCHEDULE.mailUp)}.

| event | at (s) |
| --- | --- |
${figures.events.map((e) => `| ${e.what} | ${e.at} |`).join('\n')}

## Figures

| | |
| --- | --- |
| requests sent | ${figures.requests.toLocaleString('en')} |
| accepted (2xx in the end) | ${figures.accepted.toLocaleString('en')} |
| given up by the client | ${figures.gaveUp} |
| requests that needed a retry | ${figures.retried} |
| failed attempts: network error / 503 / other | ${figures.failedAttempts.network} / ${figures.failedAttempts.unavailable} / ${figures.failedAttempts.other} |
| rows stored | ${figures.storedRows.toLocaleString('en')} |
| **lost** (accepted, but not stored or an email not sent) | **${figures.lost}** |
| emails never received | ${figures.missingEmails} |
| **repeated** (a Message-ID received more than once) | **${figures.repeated}**${figures.repeats.length ? ` (first and again at ${figures.repeats.map((r) => `${r.first} / ${r.again} s`).join(', ')})` : ''} |
| emails expected / received | ${figures.emailsExpected.toLocaleString('en')} / ${figures.emailsReceived.toLocaleString('en')} |
| load phase | ${figures.loadSeconds.toFixed(1)} s |
| **drain time** (last answer → outbox empty, every email arrived) | **${figures.drainSeconds === null ? 'did not drain' : `${figures.drainSeconds.toFixed(1)} s`}** |

${ok ? 'Every accepted request was stored once and its two emails arrived exactly once.' : `Not clean: ${[...figures.problems, figures.gaveUp ? `${figures.gaveUp} request(s) given up` : ''].filter(Boolean).join('; ')}.`}
${figures.problems.length && ok ? `\nLedger notes: ${figures.problems.join('; ')}.` : ''}
The drain time includes the retries the mail outage caused: emails that failed while it was
down wait for their next attempt (backoff 1–2 s doubling, at most 5 minutes).
`
writeFileSync(OUT, report)
console.log(`\n${report}\nWritten to ${OUT}.`)
process.exitCode = ok ? 0 : 1
