/**
 * A Debian 12 booted with systemd as PID 1 (systemd-nspawn) for the production rehearsal
 * (tests/production/rehearsal.ts, ADR 030). The base image comes from debootstrap and is cached
 * in /var/cache/mandatwerk-rehearsal (never in git); each run boots a fresh copy of it. The
 * container shares the host's network, so its Caddy, servers and PostgreSQL are on the host's
 * loopback and the rehearsal talks to them as a visitor's browser would.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const CACHE = process.env.REHEARSAL_CACHE ?? '/var/cache/mandatwerk-rehearsal'
const BASE = join(CACHE, 'base')
const LOCAL_CAS = '/usr/local/share/ca-certificates'
const PACKAGES = ['systemd', 'systemd-sysv', 'dbus', 'ca-certificates', 'procps', 'iproute2']

function sh(command: string, args: string[], input?: string) {
  return execFileSync(command, args, { input, encoding: 'utf8', stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] })
}

/** debootstrap and systemd-nspawn from Debian, then the cached base image. */
export function ensureBaseImage() {
  const missing = ['debootstrap', 'systemd-container'].filter(
    (p) => spawnSync('dpkg-query', ['-W', '-f=${Status}', p], { encoding: 'utf8' }).stdout.indexOf('ok installed') < 0,
  )
  if (missing.length) {
    sh('apt-get', ['update', '-qq'])
    sh('apt-get', ['install', '-y', '-qq', ...missing])
  }
  if (existsSync(join(BASE, '.complete'))) return
  rmSync(BASE, { recursive: true, force: true })
  mkdirSync(CACHE, { recursive: true })
  sh('debootstrap', [
    '--variant=minbase',
    `--include=${PACKAGES.join(',')}`,
    'bookworm',
    BASE,
    'http://deb.debian.org/debian',
  ])
  writeFileSync(join(BASE, '.complete'), new Date().toISOString())
}

export type Container = {
  name: string
  dir: string
  /** Runs a shell command inside, as root (or `user`), and returns its output; throws on failure. */
  run(command: string, options?: { user?: string; input?: string; allowFail?: boolean }): string
  /** The same, without blocking this process (to watch the site while it runs); resolves with its exit status and output. */
  start(command: string): Promise<{ status: number | null; output: string }>
  boot(): Promise<void>
  reboot(): Promise<void>
  stop(): void
}

export function newContainer(name: string, hosts: string[]): Container {
  const dir = join(CACHE, `run-${name}`)
  rmSync(dir, { recursive: true, force: true })
  cpSync(BASE, dir, { recursive: true, verbatimSymlinks: true })
  writeFileSync(join(dir, 'etc/hostname'), `${name}\n`)
  writeFileSync(join(dir, 'etc/hosts'), `127.0.0.1 localhost ${name}\n127.0.0.1 ${hosts.join(' ')}\n`)
  // The host's npm cache makes the installer's `npm ci` read packages locally instead of
  // fetching them again (a rehearsal speed-up only; a real server fetches them).
  if (existsSync('/root/.npm/_cacache'))
    cpSync('/root/.npm/_cacache', join(dir, 'root/.npm/_cacache'), { recursive: true })
  // This workplace reaches Debian and the npm registry through a TLS proxy whose CA the host
  // trusts (/usr/local/share/ca-certificates): the container trusts it the same way, for the
  // installer's downloads only (a real server needs nothing of this).
  const extraCas = existsSync(LOCAL_CAS) ? readdirSync(LOCAL_CAS).filter((f) => f.endsWith('.crt')) : []
  for (const ca of extraCas) cpSync(join(LOCAL_CAS, ca), join(dir, 'usr/local/share/ca-certificates', ca))
  let leader = 0
  let nspawn: ReturnType<typeof spawn> | undefined

  function findLeader(): number {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        if (ppid === nspawn?.pid && readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'systemd')
          return Number(entry)
      } catch {
        // a process that ended meanwhile
      }
    }
    return 0
  }

  const enter = (inner: string[]) => [
    '-t',
    String(leader),
    '-a',
    'env',
    '-i',
    'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
    'HOME=/root',
    'LANG=C.UTF-8',
    'NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt',
    ...inner,
  ]

  function start(command: string) {
    const child = spawn('nsenter', enter(['bash', '-c', `${command} 2>&1`]), { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    return new Promise<{ status: number | null; output: string }>((done) =>
      child.once('close', (status) => done({ status, output })),
    )
  }

  function run(
    command: string,
    { user, input, allowFail }: { user?: string; input?: string; allowFail?: boolean } = {},
  ) {
    const inner = user ? ['runuser', '-u', user, '--', 'bash', '-c', command] : ['bash', '-c', command]
    const result = spawnSync('nsenter', enter(inner), { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    if (result.status !== 0 && !allowFail) {
      throw new Error(
        `in the container, \`${command}\` exited ${result.status}:\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`,
      )
    }
    return result.stdout
  }

  async function boot() {
    nspawn = spawn('systemd-nspawn', ['--register=no', '--keep-unit', '-q', '-D', dir, '-M', name, '-b'], {
      stdio: ['ignore', 'ignore', 'ignore'],
      detached: true,
    })
    const until = Date.now() + 90_000
    while (Date.now() < until) {
      leader = findLeader()
      if (leader) {
        const state = run('systemctl is-system-running || true', { allowFail: true }).trim()
        if (state === 'running' || state === 'degraded') {
          if (extraCas.length) run('update-ca-certificates >/dev/null 2>&1')
          return
        }
      }
      await new Promise((done) => setTimeout(done, 500))
    }
    throw new Error(`the container ${name} did not boot within 90 s`)
  }

  async function waitForExit() {
    const child = nspawn
    if (!child || child.exitCode !== null) return
    await new Promise((done) => child.once('exit', done))
  }

  return {
    name,
    dir,
    run,
    start,
    boot,
    async reboot() {
      // nspawn ends when the container reboots; booting the same folder again is the reboot.
      run('systemctl reboot', { allowFail: true })
      await waitForExit()
      await boot()
    },
    stop() {
      if (leader) spawnSync('kill', ['-RTMIN+4', String(leader)])
      const child = nspawn
      if (child?.pid) {
        // Only while nspawn still runs: once it has exited its PID (pid_max can be 32768) may
        // already lead another process group, which is not ours to kill.
        const pid = child.pid
        setTimeout(() => {
          if (child.exitCode === null && child.signalCode === null) spawnSync('kill', ['-9', `-${pid}`])
        }, 15_000).unref()
      }
    },
  }
}
