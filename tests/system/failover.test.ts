/**
 * A smaller `npm run bench:failover` in every test run (docs/reliability.md): two server
 * processes on one PostgreSQL, one killed with SIGKILL and started again, PostgreSQL
 * crash-restarted, the mail server down for part of the run. No browser.
 */
import { expect, test } from '@playwright/test'

import { runFailover } from '../bench/failover-run.ts'

const REQUESTS = 300
/** The outbox worker's batch (outbox-worker.ts): at most this many emails are in flight per server. */
const IN_FLIGHT_PER_SERVER = 4

test('every accepted request is stored once and its two emails arrive; a repeat only for mail accepted in the instant of a crash', async () => {
  test.setTimeout(180_000)
  const figures = await runFailover({
    requests: REQUESTS,
    clients: 20,
    leaseSeconds: 5,
    drainTimeoutMs: 90_000,
    logLevel: 'silent',
  })
  test.info().annotations.push({
    type: 'figures',
    description: `${figures.accepted} accepted, ${figures.retried} retried, ${figures.lost} lost, ${figures.repeated} repeated, drained in ${figures.drainSeconds} s`,
  })
  expect(figures.events.map((e) => e.what)).toEqual(
    expect.arrayContaining(['server 2 killed (SIGKILL)', 'mail server down', 'PostgreSQL back', 'mail server back']),
  )
  expect(figures.failedAttempts.network + figures.failedAttempts.unavailable).toBeGreaterThan(0)
  expect(figures.accepted).toBe(REQUESTS)
  expect(figures.storedRows).toBe(REQUESTS)
  expect(figures.lost).toBe(0)
  expect(figures.missingEmails).toBe(0)
  expect(figures.drainSeconds).not.toBeNull()
  // SMTP cannot make delivery exactly-once: an email the mail server accepted in the instant
  // the sending process was killed (or the mail server went away before its reply reached
  // us) goes out again, with its Message-ID. Nothing else may repeat one.
  expect(figures.repeated).toBeLessThanOrEqual(2 * IN_FLIGHT_PER_SERVER)
  expect(figures.problems.filter((problem) => !/received more than once/.test(problem))).toEqual([])
})
