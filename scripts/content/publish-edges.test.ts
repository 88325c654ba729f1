import { existsSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import { publishContent, rollbackContent } from './publish.ts'
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

test('a stop between switching the link and writing the history: the next rollback goes back from the release that is live', async () => {
  const ids: string[] = []
  for (const marker of ['eins', 'zwei', 'drei']) {
    ws.writeHome(marker)
    ids.push((await publishContent(options())).release)
  }
  // The crash: "drei" is live (link, commit, tag), the history still ends at "zwei".
  const historyFile = join(ws.root, 'releases/history.json')
  const history = JSON.parse(readFileSync(historyFile, 'utf8')) as { id: string }[]
  writeFileSync(historyFile, JSON.stringify(history.slice(0, -1)))
  expect(readlinkSync(join(ws.root, 'releases/current'))).toBe(ids[2])

  const result = await rollbackContent(options())
  expect(result.release).toBe(ids[1])
  expect(readlinkSync(join(ws.root, 'releases/current'))).toBe(ids[1])
  const committed = ws.git('show', 'HEAD:content/home.yaml')
  expect(committed).toContain('# zwei')
  expect(committed).not.toContain('# drei')
  expect((JSON.parse(readFileSync(historyFile, 'utf8')) as { id: string }[]).map((record) => record.id)).toEqual(
    ids.slice(0, 2),
  )
}, 120_000)

test('a rollback whose revert conflicts leaves git as it was, says so in German, and publishing still works', async () => {
  ws.writeHome('eins')
  await publishContent(options())
  ws.writeHome('zwei')
  const live = (await publishContent(options())).release
  // The same lines changed again outside the editor, and committed.
  ws.writeHome('von Hand')
  ws.git('commit', '--quiet', '-am', 'von Hand')
  const head = ws.git('rev-parse', 'HEAD')

  await expect(rollbackContent(options())).rejects.toThrow(
    /lassen sich nicht automatisch zurücknehmen: content\/home\.yaml wurde seitdem erneut geändert.*abgebrochen/,
  )
  expect(existsSync(join(ws.root, '.git/REVERT_HEAD'))).toBe(false)
  expect(ws.git('status', '--porcelain')).toBe('')
  expect(ws.git('rev-parse', 'HEAD')).toBe(head)
  expect(readlinkSync(join(ws.root, 'releases/current'))).toBe(live)

  ws.writeHome('danach')
  const next = await publishContent(options())
  expect(ws.built(next.release)).toContain('# danach')
  expect(ws.git('show', 'HEAD:content/home.yaml')).toContain('# danach')
}, 120_000)

test('a save during the build is neither lost nor committed unbuilt: it stays a change and goes out with the next publish', async () => {
  ws.writeHome('vorher')
  ws.slowBuild()
  const publishing = publishContent(options())
  for (let waited = 0; !ws.buildStarted() && waited < 30_000; waited += 50)
    await new Promise((done) => setTimeout(done, 50))
  ws.writeHome('während des Baus')
  ws.finishBuild()
  const { release } = await publishing

  expect(ws.built(release)).toContain('# vorher')
  expect(ws.built(release)).not.toContain('# während des Baus')
  // Committed and tagged is exactly what was built.
  expect(ws.git('show', 'HEAD:content/home.yaml')).toBe(ws.built(release).trimEnd())
  expect(ws.git('show', `content/${release}:content/home.yaml`)).toBe(ws.built(release).trimEnd())
  // The save is still there, uncommitted.
  expect(readFileSync(ws.home, 'utf8')).toContain('# während des Baus')
  expect(ws.git('status', '--porcelain', '--', 'content')).toBe('M content/home.yaml')

  const next = await publishContent(options())
  expect(next.changes).toEqual(['content/home.yaml (geändert)'])
  expect(ws.built(next.release)).toContain('# während des Baus')
  expect(ws.git('status', '--porcelain', '--', 'content')).toBe('')
}, 120_000)

test('a half-written content file is never committed: the build checks the snapshot, the publish names the file', async () => {
  const head = ws.git('rev-parse', 'HEAD')
  writeFileSync(ws.home, 'hero:\n  title: "Ein halb geschrie')
  // The build's first read of every content file (app/content/reader/loaded-content.ts), nothing else.
  const load = `await (await import('${resolve('app/content/reader/loaded-content.ts')}')).loadAllContent(process.cwd())`
  const env = { ...ws.env, CONTENT_BUILD_COMMAND: `node --input-type=module -e "${load}"` }
  await expect(publishContent({ ...options(), env })).rejects.toThrow(
    /^Inhalte passen nicht zum Schema[^]*content\/home\.yaml/,
  )
  expect(ws.git('rev-parse', 'HEAD')).toBe(head)
  expect(existsSync(join(ws.root, 'releases/current'))).toBe(false)
}, 120_000)
