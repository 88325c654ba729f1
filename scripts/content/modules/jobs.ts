import { jobPostings } from '../../../app/content/jobs.server.ts'
import { collectionDir, readCollection } from '../read-content.ts'
import type { ContentModule } from './index.ts'

/** `virtual:content/jobs`: the careers page's postings, ordered, numbered and with the pay line. */
export const jobsModule: ContentModule = {
  async load(root) {
    const entries = await readCollection(root, 'jobs')
    return {
      code: `export const JOBS = ${JSON.stringify(jobPostings(entries))}\n`,
      files: entries.map(({ file }) => file),
    }
  },
  dirs: [collectionDir('jobs')],
}
