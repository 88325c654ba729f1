/**
 * The editor's publish, preview and rollback runs: one at a time in this process (the lock in
 * scripts/content/lock.ts also keeps the operator's command out), their progress and the last
 * outcome kept for the editor's page.
 */
export type JobKind = 'publish' | 'preview' | 'rollback'

export type JobState = {
  kind: JobKind
  by: string
  startedAt: string
  lines: string[]
  /** Set when the run has ended. */
  outcome?: { ok: boolean; message: string; endedAt: string }
}

export function createJobRunner() {
  let current: JobState | undefined

  return {
    state: () => current,
    running: () => Boolean(current && !current.outcome),
    /** Starts `work` unless a run is under way; false when one is. */
    start(kind: JobKind, by: string, work: (log: (line: string) => void) => Promise<string>): boolean {
      if (current && !current.outcome) return false
      const job: JobState = { kind, by, startedAt: new Date().toISOString(), lines: [] }
      current = job
      work((line) => job.lines.push(line)).then(
        (message) => (job.outcome = { ok: true, message, endedAt: new Date().toISOString() }),
        (error: unknown) =>
          (job.outcome = {
            ok: false,
            message: error instanceof Error ? error.message : String(error),
            endedAt: new Date().toISOString(),
          }),
      )
      return true
    },
  }
}
