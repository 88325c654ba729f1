import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import { publishContent } from './publish.ts'
import { publishWorkspace, TEST_AUTHOR } from './publish-workspace.ts'

let ws: ReturnType<typeof publishWorkspace>
beforeEach(() => {
  ws = publishWorkspace()
})
afterEach(() => ws.remove())

const options = () => ({ root: ws.root, author: TEST_AUTHOR, env: ws.env })

/** Whether `pid` runs (a zombie – killed, not yet reaped by an init that never reaps – does not). */
function running(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

test('a hung build is stopped after CONTENT_BUILD_TIMEOUT_S: the publish fails in German, the lock is free, nothing went live', async () => {
  const pids = join(ws.root, '.build-pids')
  const env = {
    ...ws.env,
    CONTENT_BUILD_TIMEOUT_S: '1',
    // A build that never ends, with a child of its own (as npm → vite).
    CONTENT_BUILD_COMMAND: `sleep 600 & echo $! > '${pids}'; echo $$ >> '${pids}'; wait`,
  }
  const started = Date.now()
  await expect(publishContent({ ...options(), env })).rejects.toThrow(/länger als 1 Sekunden.*abgebrochen/)
  expect(Date.now() - started).toBeLessThan(15_000)
  expect(existsSync(join(ws.root, 'releases/.lock'))).toBe(false)
  expect(existsSync(join(ws.root, 'releases/current'))).toBe(false)
  await new Promise((done) => setTimeout(done, 200))
  for (const pid of readFileSync(pids, 'utf8').trim().split('\n').map(Number)) expect(running(pid)).toBe(false)
  // The next publish runs.
  ws.writeHome('nach dem Abbruch')
  const next = await publishContent(options())
  expect(ws.built(next.release)).toContain('# nach dem Abbruch')
}, 60_000)
