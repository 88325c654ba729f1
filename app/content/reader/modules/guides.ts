import { createReader } from '@keystatic/core/reader'

import keystaticConfig from '../../../../keystatic.config.ts'
import { guideHub, guidePage, orderGuides } from '../../guides.server.ts'
import { collectionDir, ContentError, readCollection } from '../read-content.ts'
import type { ContentModule } from './index.ts'

const HUB_DIR = keystaticConfig.singletons.guideHub.path!.replace(/\/$/, '')
const HUB_FILE = `${HUB_DIR}/index.yaml`

/** 'social-media-campaigns' → 'socialMediaCampaigns': the guide's export name. */
const exportName = (slug: string) => slug.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

/** The hub's file, validated like a collection's (ContentError naming the file and field). */
async function readHub(root: string) {
  try {
    const hub = await createReader(root, keystaticConfig).singletons.guideHub.readOrThrow()
    return { order: hub.order, copy: guideHub(hub, HUB_FILE) }
  } catch (error) {
    if (error instanceof ContentError) throw error
    const text = error instanceof Error ? error.message : String(error)
    throw new ContentError([{ file: HUB_FILE, message: text.split('\n').slice(1).join('; ') || text }])
  }
}

/**
 * `virtual:content/guides`: the five guides as page objects in the hub's order (`GUIDES`), each
 * also under its own name (`campaignCosts` …), and the hub's copy (`GUIDE_HUB`).
 */
export async function loadGuides(root: string) {
    const entries = await readCollection(root, 'guides')
    const hub = await readHub(root)
    const pages = entries.map(({ slug, file, entry }) => ({ slug, page: guidePage(slug, file, entry) }))
    const ordered = orderGuides(hub.order, pages.map(({ page }) => page), HUB_FILE)
  return { entries, pages, ordered, hub }
}

export const guidesModule: ContentModule = {
  async load(root) {
    const { entries, pages, ordered, hub } = await loadGuides(root)
    // One constant per guide and the list of them: a page that imports only GUIDE_HUB bundles no guide.
    const name = (page: (typeof ordered)[number]) => exportName(pages.find((entry) => entry.page === page)!.slug)
    const code = [
      ...ordered.map((page) => `export const ${name(page)} = ${JSON.stringify(page)}`),
      `export const GUIDES = [${ordered.map(name).join(', ')}]`,
      `export const GUIDE_HUB = ${JSON.stringify(hub.copy)}`,
    ].join('\n')
    return { code: `${code}\n`, files: [...entries.map(({ file }) => file), HUB_FILE] }
  },
  dirs: [collectionDir('guides')],
  replaces: 'app/content/guides/content.ts',
}
