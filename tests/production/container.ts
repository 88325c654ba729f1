/**
 * A Debian 12 booted with systemd as PID 1 in systemd-nspawn, for the production rehearsal
 * (issue 35, docs/decisions/030). The image comes from debootstrap once and is cached in
 * /var/cache/mandatwerk-rehearsal (never in git); each run boots a fresh copy of it. The
 * container shares the host's network (127.0.0.1 is the same loopback), so Caddy in it is
 * reached from here; a reboot is followed by booting the same directory again.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const CACHE = process.env.REHEARSAL_CACHE ?? '/var/cache/mandatwerk-rehearsal'
const IMAGE = join(CACHE, 'bookworm-image')
const PACKAGES = 'systemd,systemd-sysv,dbus,ca-certificates'

function run(command: string, args: string[], input?: string): string {
  const result = spawnSync(command, args, { encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`)
  }
  return result.stdout
}

/** debootstrap's image, made once (about a minute) and then reused. */
export function ensureImage(): string {
  if (existsSync(join(IMAGE, '.complete'))) return IMAGE
  const missing = ['debootstrap', 'systemd-container'].filter(
    (pkg) =>
      spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout.indexOf('ok installed') < 0,
  )
  if (missing.length) run('apt-get', ['install', '-y', '-qq', ...missing])
  rmSync(IMAGE, { recursive: true, force: true })
  mkdirSync(CACHE, { recursive: true })
  run('debootstrap', ['--variant=minbase', `--include=${PACKAGES}`, 'bookworm', IMAGE, 'http://deb.debian.org/debian'])
  writeFileSync(join(IMAGE, '.complete'), new Date().toISOString())
  return IMAGE
}

export class Container {
  readonly name: string
  readonly dir: string
  private loop?: number

  constructor(name: string) {
    this.name = name
    this.dir = join(CACHE, `run-${name}`)
  }

  /** A fresh copy of the image with a clone of the repository's committed HEAD in /root/mandatwerk. */
  prepare(repository: string) {
    const image = ensureImage()
    rmSync(this.dir, { recursive: true, force: true })
    run('cp', ['-a', '--reflink=auto', image, this.dir])
    run('git', ['clone', '-q', repository, join(this.dir, 'root/mandatwerk')])
    // This host's own certificate authorities (e.g. a proxy's), so the container reaches what it does.
    const local = '/usr/local/share/ca-certificates'
    if (existsSync(local)) {
      run('cp', ['-a', `${local}/.`, join(this.dir, local)])
      run('chroot', [this.dir, 'update-ca-certificates'])
    }
  }

  /** Boots it; exit 133 (a reboot) boots the same directory again. */
  async boot() {
    const script = `while :; do systemd-nspawn --register=no --keep-unit -q -D "$0" -M "$1" -b; rc=$?; [ $rc = 133 ] || exit $rc; done`
    const child = spawn('bash', ['-c', script, this.dir, this.name], { detached: true, stdio: 'ignore' })
    child.unref()
    this.loop = child.pid
    await this.waitRunning()
  }

  /** The container's PID 1: the `systemd` child of the nspawn child of the boot loop. */
  pid1(): number | undefined {
    const nspawn = spawnSync('pgrep', ['-P', String(this.loop), '-x', 'systemd-nspawn'], {
      encoding: 'utf8',
    }).stdout.trim()
    if (!nspawn) return undefined
    const systemd = spawnSync('pgrep', ['-P', nspawn, '-x', 'systemd'], { encoding: 'utf8' }).stdout.trim()
    return systemd ? Number(systemd) : undefined
  }

  async waitRunning(timeoutMs = 90_000) {
    const until = Date.now() + timeoutMs
    let last = ''
    while (Date.now() < until) {
      const pid = this.pid1()
      if (pid) {
        const state = spawnSync('nsenter', ['-t', String(pid), '-a', 'systemctl', 'is-system-running'], {
          encoding: 'utf8',
        })
        last = state.stdout.trim()
        if (last === 'running' || last === 'degraded') return last
      }
      await new Promise((done) => setTimeout(done, 500))
    }
    throw new Error(`the container did not boot in ${timeoutMs / 1000} s (last state: ${last || 'no PID 1'})`)
  }

  /** Runs a command inside (as root); throws with its output when it fails. */
  exec(command: string, options: { input?: string; user?: string } = {}): string {
    const pid = this.pid1()
    if (!pid) throw new Error(`container ${this.name} is not running`)
    const shell = options.user ? ['runuser', '-u', options.user, '--', 'bash', '-c', command] : ['bash', '-c', command]
    return run('nsenter', ['-t', String(pid), '-a', ...shell], options.input)
  }

  /** Like exec, but returns the exit status and output instead of throwing. */
  try(command: string, options: { user?: string } = {}) {
    const pid = this.pid1()
    const shell = options.user ? ['runuser', '-u', options.user, '--', 'bash', '-c', command] : ['bash', '-c', command]
    const result = spawnSync('nsenter', ['-t', String(pid), '-a', ...shell], { encoding: 'utf8' })
    return { status: result.status, output: `${result.stdout}${result.stderr}` }
  }

  read(path: string): Buffer {
    return execFileSync('cat', [join(this.dir, path)])
  }

  async reboot() {
    const before = this.pid1()
    spawnSync('nsenter', ['-t', String(before), '-a', 'systemctl', 'reboot'])
    const until = Date.now() + 60_000
    while (Date.now() < until && this.pid1() === before) await new Promise((done) => setTimeout(done, 300))
    await this.waitRunning()
  }

  /** Powers it off and ends the boot loop; the directory is removed. */
  async stop() {
    const pid = this.pid1()
    if (this.loop) spawnSync('kill', [String(this.loop)])
    if (pid) spawnSync('kill', ['-RTMIN+4', String(pid)])
    const until = Date.now() + 30_000
    while (Date.now() < until && pid && existsSync(`/proc/${pid}`)) await new Promise((done) => setTimeout(done, 300))
    if (!process.env.REHEARSAL_KEEP) rmSync(this.dir, { recursive: true, force: true })
  }
}
