import { execFile, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

export type PrivatePostgres = {
  databaseUrl: string
  /**
   * Freezes the server and every backend process (SIGSTOP), as a hung machine or a stuck
   * disk would: connections stay open, nothing answers. Returns the function that thaws it.
   */
  freeze(): () => void
  /** Stops the server (`immediate`: a crash; `fast`: clean), keeps it down `downSeconds`, starts it again. */
  restart(mode: 'immediate' | 'fast', downSeconds: number): Promise<void>
  stop(): Promise<void>
}

/**
 * A PostgreSQL server of its own (scripts/with-postgres.sh), for tests that crash or restart
 * the database: the shared one of the test run must stay up for the other test files.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const child = spawn(
    'bash',
    [
      'scripts/with-postgres.sh',
      process.execPath,
      '-e',
      `console.log(JSON.stringify({ url: process.env.DATABASE_URL, restart: process.env.POSTGRES_RESTART, dataDir: process.env.POSTGRES_DATA_DIR }))
       process.stdin.resume(); process.stdin.on('end', () => process.exit(0))`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const { url, restart, dataDir } = await new Promise<{ url: string; restart: string; dataDir: string }>(
    (resolve, reject) => {
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const line = output.split('\n').find((candidate) => candidate.startsWith('{'))
        if (line) resolve(JSON.parse(line) as { url: string; restart: string; dataDir: string })
      })
      child.once('exit', (code) => reject(new Error(`with-postgres.sh exited with ${code}`)))
    },
  )
  return {
    databaseUrl: url,
    freeze() {
      // This server's processes only: the postmaster (postmaster.pid) and its children.
      const postmaster = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0])
      const children = readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .filter((pid) => {
          try {
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
            return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster
          } catch {
            return false
          }
        })
        .map(Number)
      const pids = [postmaster, ...children]
      for (const pid of pids) process.kill(pid, 'SIGSTOP')
      return () => {
        for (const pid of pids) {
          try {
            process.kill(pid, 'SIGCONT')
          } catch {
            // gone meanwhile
          }
        }
      }
    },
    restart: (mode, downSeconds) =>
      new Promise((resolve, reject) =>
        execFile('bash', [restart, mode, String(downSeconds)], (error) => (error ? reject(error) : resolve())),
      ),
    async stop() {
      child.stdin.end()
      await exited
    },
  }
}
