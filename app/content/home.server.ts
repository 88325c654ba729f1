/**
 * The home page as it shows it, from content/home.yaml (singleton `home` of keystatic.config.ts,
 * read and validated by app/content/reader/read-content.ts). Runs at build time only: the page gets
 * the finished values from `virtual:content/home` (app/content/reader/modules/index.ts).
 *
 * Added here, not stored in the file: the sections' anchors (the navigation links to them), the
 * phases' numbers and sides, the brand and the sister product (placeholders), its address, and the
 * AI item on data protection, whose claims rest on the configuration (SOFTWARE, app/config/site.ts).
 */
import type { Entry } from '@keystatic/core/reader'

import type { home as homeSingleton } from '../../keystatic/home.ts'
import { EXTERNAL, SOFTWARE } from '../config/site.ts'
import { prerenderPaths } from '../lib/pages.ts'
import type { AiToolItem, HomeContent } from './home.ts'
import { fillPlaceholders } from './placeholders.server.ts'
import { ContentError } from './reader/read-content.ts'

/** content/home.yaml as Keystatic's reader returns it. */
export type HomeEntry = Entry<typeof homeSingleton>

/** The AI item on data protection: what it says follows from where and how the software is hosted. */
function dataProtectionItem(): AiToolItem {
  return {
    icon: 'ShieldCheck',
    title: `Data protection on servers in ${SOFTWARE.hosting.serverLocation}`,
    description: `Your data is stored on servers in ${SOFTWARE.hosting.serverLocation}, hosted by ${SOFTWARE.hosting.provider}${
      SOFTWARE.dataProcessingAgreement ? ', under a data-processing agreement (Art. 28 GDPR) we sign with every customer' : ''
    }. ${SOFTWARE.aiModels}`,
  }
}

/**
 * The service tags that link to a guide: each must be a tag of a card and a page of the site,
 * or the build stops naming the field.
 */
function tagLinks(file: string, home: HomeEntry): Record<string, string> {
  const tags = new Set(home.services.cards.flatMap((card) => card.services.split(',').map((tag) => tag.trim())))
  const pages = new Set(prerenderPaths())
  const problems = home.services.tagLinks.flatMap(({ tag, href }, index) => [
    ...(tags.has(tag)
      ? []
      : [{ file, message: `services.tagLinks.${index}.tag: „${tag}“ steht in keiner Karte unter „Leistungen“` }]),
    ...(pages.has(href) ? [] : [{ file, message: `services.tagLinks.${index}.href: Die Seite „${href}“ gibt es nicht` }]),
  ])
  if (problems.length > 0) throw new ContentError(problems)
  return Object.fromEntries(home.services.tagLinks.map(({ tag, href }) => [tag, href]))
}

/** HOME and SERVICE_TAG_LINKS from the file's entry. */
export function homeContent(file: string, entry: HomeEntry) {
  const home = fillPlaceholders(file, entry)
  const { tagLinks: _links, ...services } = home.services
  const content: HomeContent = {
    hero: home.hero,
    electionCampaigns: { id: 'services', ...home.electionCampaigns },
    whoWeAre: { id: 'work', ...home.whoWeAre },
    socialMedia: { id: 'about', ...home.socialMedia },
    services: { id: 'team', ...services },
    ai: {
      id: 'ai',
      heading: home.ai.heading,
      intro: home.ai.intro,
      betaLabel: home.ai.betaLabel,
      items: [...home.ai.items, dataProtectionItem()],
      sisterLink: { ...home.ai.sisterLink, href: EXTERNAL.sisterAi.url },
    },
    faq: { id: 'faq', ...home.faq },
    approach: {
      id: 'approach',
      heading: home.approach.heading,
      intro: home.approach.intro,
      phases: home.approach.phases.map((phase, index) => ({
        id: index + 1,
        ...phase,
        alignment: index % 2 === 0 ? 'left' : 'right',
      })),
      cta: home.approach.cta,
    },
    seo: home.seo,
  }
  return { HOME: content, SERVICE_TAG_LINKS: tagLinks(file, entry) }
}
