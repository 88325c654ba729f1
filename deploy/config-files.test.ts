/**
 * The systemd units and the Caddyfile of deploy/, as the tools that run them read them. The
 * Caddyfile in front of the real server is tested in tests/e2e/deploy.test.ts.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'

import { describe, expect, test } from 'vitest'

const CADDYFILE = 'deploy/Caddyfile'
const caddyInstalled = spawnSync('caddy', ['version']).status === 0

describe('systemd units', () => {
  // systemd-analyze is part of systemd; a machine without it cannot check the units.
  const analyze = spawnSync('systemd-analyze', ['--version']).status === 0

  test.skipIf(!analyze)('parse without a single warning', () => {
    const dir = mkdtempSync(join(tmpdir(), 'units-'))
    try {
      // The web server's units and the backup host's (deploy/backup-host/install).
      const units = ['deploy', 'deploy/backup-host'].flatMap((folder) =>
        readdirSync(folder)
          .filter((name) => /\.(service|timer)$/.test(name))
          .map((name) => join(folder, name)),
      )
      expect(units).toEqual(
        expect.arrayContaining(['deploy/mandatwerk@.service', 'deploy/backup-host/mandatwerk-offsite.service']),
      )
      for (const unit of units) copyFileSync(unit, join(dir, basename(unit)))
      const instances = units.map((unit) => basename(unit).replace('@.', '@3000.'))
      const result = spawnSync('systemd-analyze', ['verify', ...instances], { cwd: dir, encoding: 'utf8' })
      // The one complaint allowed: this machine is no installation (ADR 030), so the programs of
      // the live code and of the editor's working copy are missing.
      const problems = `${result.stdout}${result.stderr}`
        .split('\n')
        .filter(
          (line) =>
            line.trim() &&
            !/Command \/(opt\/mandatwerk\/app|var\/lib\/mandatwerk-content)\/\S+ is not executable/.test(line),
        )
      expect(problems).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('Caddy with the production settings', () => {
  // scripts/ensure-system-deps.sh installs caddy as root.
  test.skipIf(!caddyInstalled)(
    'gets certificates from a public CA for the site on every interface, and reloads through localhost',
    () => {
      const home = mkdtempSync(join(tmpdir(), 'caddy-adapt-'))
      try {
        const json = execFileSync('caddy', ['adapt', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
          // Only what deploy/caddy.env sets; everything else keeps the Caddyfile's defaults.
          env: {
            PATH: process.env.PATH,
            HOME: home,
            XDG_DATA_HOME: home,
            XDG_CONFIG_HOME: home,
            SITE_ADDRESS: 'mandatwerk.example',
            CADDY_TLS: 'webmaster@mandatwerk.example',
          },
          encoding: 'utf8',
        })
        const config = JSON.parse(json)
        expect(config.admin.listen).toBe('localhost:2019')
        const server = config.apps.http.servers.srv0
        expect(server.listen).toEqual([':443'])
        expect(server.routes[0].match).toEqual([{ host: ['mandatwerk.example'] }])
        const issuers = config.apps.tls.automation.policies[0].issuers
        expect(issuers.map((issuer: { module: string }) => issuer.module)).toContain('acme')
        expect(issuers[0].email).toBe('webmaster@mandatwerk.example')
        expect(JSON.stringify(config)).toContain('"dial":"127.0.0.1:3000"')
      } finally {
        rmSync(home, { recursive: true, force: true })
      }
    },
  )
})
