import { jobForms, jobPostings } from '../../jobs.server.ts'
import { collectionDir, readCollection, readSingleton, singletonFile } from '../read-content.ts'
import { moduleCode } from './code.ts'
import type { ContentModule } from './index.ts'

const SETTINGS = [singletonFile('hrContact'), singletonFile('internship')]

/** `virtual:content/jobs`: the careers page's postings, ordered, numbered and with the pay line, and the contact page's application forms. */
export const jobsModule: ContentModule = {
  async load(root) {
    const [entries, hrContact, internship] = await Promise.all([
      readCollection(root, 'jobs'),
      readSingleton(root, 'hrContact'),
      readSingleton(root, 'internship'),
    ])
    const jobs = jobPostings(entries, { hrContact, internship })
    return {
      code: moduleCode({ JOBS: jobs, JOB_FORMS: jobForms(jobs) }),
      files: [...entries.map(({ file }) => file), ...SETTINGS],
    }
  },
  dirs: [collectionDir('jobs'), ...SETTINGS],
}
