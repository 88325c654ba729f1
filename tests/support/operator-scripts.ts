/** The operator's scripts (`npm run backup`, `restore`, `requests`) as a separate process, as an operator runs them. */
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/** Runs scripts/<name>.ts with exactly these settings; its output, exit code and last line of output. */
export function runScript(name: string, args: string[], env: Record<string, string | undefined>) {
  const result = spawnSync(process.execPath, [`scripts/${name}.ts`, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
  })
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    last: result.stdout.trim().split('\n').at(-1)!,
  }
}

/** The same, without blocking this process (a server in it keeps answering meanwhile). */
export function runScriptAsync(name: string, args: string[], env: Record<string, string | undefined>) {
  return new Promise<ReturnType<typeof runScript>>((resolve) => {
    const child = spawn(process.execPath, [`scripts/${name}.ts`, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('close', (status) => resolve({ status, stdout, stderr, last: stdout.trim().split('\n').at(-1)! }))
  })
}

/**
 * Watches every process's command line (what `ps` shows to any user) for `secret` until
 * stopped; returns the command lines that held it.
 */
export function watchCommandLines(secret: string) {
  const seen = new Set<string>()
  const timer = setInterval(() => {
    for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
      try {
        const line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
        if (line.includes(secret)) seen.add(line)
      } catch {
        // gone meanwhile
      }
    }
  }, 5)
  return {
    stop() {
      clearInterval(timer)
      return [...seen]
    },
  }
}
