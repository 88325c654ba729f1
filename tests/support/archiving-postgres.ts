/**
 * A throwaway PostgreSQL cluster with continuous WAL archiving into a pgBackRest repository,
 * configured from the deployment's own files (deploy/pgbackrest.conf,
 * deploy/postgresql-archiving.conf) with this test's paths: for the backup, point-in-time
 * restore and drill tests. Loopback only, on a free port; as root the cluster and pgBackRest
 * run as `postgres`, like on the server. Everything lives in one temporary folder.
 */
import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

export type ArchivingPostgres = {
  databaseUrl: string
  /** The settings `npm run backup` / `restore` need for this cluster (as root: pgBackRest as postgres). */
  env: Record<string, string>
  /** Stops the cluster and deletes its folder. */
  destroy(): void
}

function binDir() {
  const dir = readdirSync('/usr/lib/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .map((version) => `/usr/lib/postgresql/${version}/bin`)
    .filter((candidate) => existsSync(`${candidate}/initdb`))
    .at(-1)
  if (!dir) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)')
  return dir
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export async function startArchivingPostgres(): Promise<ArchivingPostgres> {
  const root = process.getuid?.() === 0
  const asPostgres = (command: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
      : execFileSync(command, args, { stdio: 'pipe' })
  const bin = binDir()
  const dir = mkdtempSync(join('/tmp', 'archiving-postgres-'))
  chmodSync(dir, 0o755)
  for (const sub of ['repo', 'log', 'lock', 'spool']) mkdirSync(join(dir, sub))
  if (root) execFileSync('chown', ['-R', 'postgres:', dir])
  const data = join(dir, 'data')
  const port = await freePort()
  const config = join(dir, 'pgbackrest.conf')

  writeFileSync(
    config,
    readFileSync('deploy/pgbackrest.conf', 'utf8')
      .replace('/var/lib/pgbackrest', join(dir, 'repo'))
      .replace('/var/log/pgbackrest', join(dir, 'log'))
      .replace(/^pg1-path=.*$/m, `pg1-path=${data}`)
      .replace(/^pg1-port=.*$/m, `pg1-port=${port}`)
      .replace(/^pg1-socket-path=.*$/m, `pg1-socket-path=${dir}\npg1-user=postgres`)
      .replace('[global]', `[global]\nlock-path=${join(dir, 'lock')}\nspool-path=${join(dir, 'spool')}`),
  )
  chmodSync(config, 0o644)
  asPostgres(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'])
  const archiving = readFileSync('deploy/postgresql-archiving.conf', 'utf8').replace(
    'pgbackrest --stanza',
    `pgbackrest --config=${config} --stanza`,
  )
  writeFileSync(
    join(data, 'postgresql.conf'),
    `${readFileSync(join(data, 'postgresql.conf'), 'utf8')}\nlisten_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${dir}'\nfsync = off\n${archiving}`,
  )
  const ctl = (action: string) =>
    `${root ? 'runuser -u postgres -- ' : ''}${bin}/pg_ctl -D ${data} -l ${join(dir, 'server.log')} -w -t 60 ${action}`
  execFileSync('sh', ['-c', ctl('start')], { stdio: 'pipe' })
  const env = {
    PGBACKREST_CONFIG: config,
    DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
    RESTORE_STOP_POSTGRES: ctl('-m fast stop'),
    RESTORE_START_POSTGRES: ctl('start'),
  }
  asPostgres('pgbackrest', [`--config=${config}`, '--stanza=mandatwerk', 'stanza-create'])
  return {
    databaseUrl: env.DATABASE_URL,
    env,
    destroy() {
      try {
        execFileSync('sh', ['-c', ctl('-m immediate stop')], { stdio: 'pipe' })
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
