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

/** The five guides as page objects in the hub's order, and the hub's copy. */
export async function loadGuides(root: string) {
  const entries = await readCollection(root, 'guides')
  const hub = await readHub(root)
  const pages = entries.map(({ slug, file, entry }) => ({ slug, page: guidePage(slug, file, entry) }))
  const ordered = orderGuides(hub.order, pages.map(({ page }) => page), HUB_FILE)
  return { entries, pages, ordered, hub }
}

/**
 * `virtual:content/guides`: each guide under its own name (`campaignCosts` …), the list of them in
 * the hub's order (`GUIDES`, written as those names) and the hub's copy (`GUIDE_HUB`): a page that
 * imports only GUIDE_HUB bundles no guide. As JSON data: an absent optional field is no key.
 */
export const guidesModule = {
  async load(root: string) {
    const { entries, pages, ordered, hub } = await loadGuides(root)
    const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T
    const named = ordered.map((page) => [exportName(pages.find((entry) => entry.page === page)!.slug), json(page)] as const)
    return {
      exports: { ...Object.fromEntries(named), GUIDES: named.map(([, page]) => page), GUIDE_HUB: json(hub.copy) },
      files: [...entries.map(({ file }) => file), HUB_FILE],
    }
  },
  dirs: [collectionDir('guides')],
} satisfies ContentModule
