import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { SERVER_BUNDLE } from './server-bundle.ts'

/** The server's own shutdown grace is 10 s (server/index.ts); past this it is killed. */
const STOP_TIMEOUT_MS = 15_000

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export type RunningServer = {
  url: string
  /** Process id of the server (the load benchmark reads its CPU time). */
  pid: number
  /** Its DATA_DIR (SQLite file, .eml outbox); removed by stop() when startSiteServer made it. */
  dataDir: string
  /** SIGTERM, SIGKILL when it is still running after the grace period; then its own data directory is removed. */
  stop: () => Promise<void>
  /** SIGKILL at once, as a crash would (the fault tests); resolves when the process is gone. Keeps the data. */
  kill: () => Promise<void>
}

/**
 * Starts the real server on loopback and waits until /healthz answers: on a free port with
 * a temporary data directory, or – to start it again after a crash – on the given ones.
 */
export async function startSiteServer(
  env: Record<string, string> = {},
  { port: fixedPort, dataDir: givenDataDir }: { port?: number; dataDir?: string } = {},
): Promise<RunningServer> {
  const port = fixedPort ?? (await freePort())
  // Its own contact database and outbox, never the developer's ./data.
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'site-server-'))
  const child: ChildProcess = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
      await exited
      clearTimeout(timer)
    }
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true })
  }
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL')
      await exited
    }
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`server exited with code ${child.exitCode}`)
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error('server did not become healthy within 30 s')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, pid: child.pid!, dataDir, stop, kill }
}
