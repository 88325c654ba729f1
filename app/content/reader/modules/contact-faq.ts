import { contactFaqContent } from '../../contact-faq.server.ts'
import { readSingletonEntry } from '../read-content.ts'
import { moduleCode } from './code.ts'
import type { ContentModule } from './index.ts'

/** `virtual:content/contact-faq`: the contact page's FAQ about the initial consultation. */
export const contactFaqModule: ContentModule = {
  async load(root) {
    const { file, entry } = await readSingletonEntry(root, 'contact-faq')
    return {
      code: moduleCode({ CONTACT_FAQ: contactFaqContent(file, entry) }),
      files: [file],
    }
  },
  dirs: ['content/contact-faq.yaml'],
}
