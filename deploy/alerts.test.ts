/**
 * deploy/alerts.yml with Prometheus' own checker and rule tester (promtool, from Debian's
 * prometheus package; scripts/ensure-system-deps.sh installs it): the rules parse, and each
 * alert fires exactly when deploy/alerts.test.yml says – backup older than an hour, off-site
 * copy older than a day, failed or stale outbox, readiness failing, disk more than 85 % full,
 * a published release a server could not load.
 * The metric names are the ones the server exposes (checked against server/metrics.ts).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { expect, test } from 'vitest'

test('the alerting rules parse and fire as their tests expect', () => {
  const check = spawnSync('promtool', ['check', 'rules', 'deploy/alerts.yml'], { encoding: 'utf8' })
  expect(check.status, `${check.stdout}${check.stderr}`).toBe(0)
  expect(check.stdout).toContain('SUCCESS: 7 rules found')
  const run = spawnSync('promtool', ['test', 'rules', 'deploy/alerts.test.yml'], { encoding: 'utf8' })
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0)
})

test('the backup and release alerts watch the gauges the server exposes', () => {
  const metrics = readFileSync('server/metrics.ts', 'utf8')
  for (const name of [
    'backup_last_success_timestamp_seconds',
    'offsite_backup_last_success_timestamp_seconds',
    'site_release_load_failed',
  ]) {
    expect(metrics).toContain(`'${name}'`)
    expect(readFileSync('deploy/alerts.yml', 'utf8')).toContain(name)
  }
})
