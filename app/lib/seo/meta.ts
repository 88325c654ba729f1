import type { MetaDescriptor } from 'react-router'

import { SITE } from '../../config/site.ts'
import { DEFAULT_SITE_URL } from '../../config/site-url.ts'

/** Public origin, baked in at build time from SITE_URL (vite.config.ts). */
export const SITE_URL: string = import.meta.env.SITE_URL ?? DEFAULT_SITE_URL

/** Default social card (1200×630), drawn at build time from art/social-default.svg by scripts/postbuild.ts. */
export const DEFAULT_SOCIAL_IMAGE = '/og/default.png'

export type SeoInput = {
  /** Page title without the brand; the brand is appended unless the title already has it. */
  title: string
  description: string
  /** Path of the page, used for the canonical URL and og:url. */
  path: string
  lang: 'de' | 'en'
  /** Adds `robots: noindex` (careers, legal, privacy and the contact cards). */
  noindex?: boolean
  /** Absolute path of a 1200×630 social image on this site. */
  image?: string
  imageAlt?: string
  type?: 'website' | 'article'
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${SITE_URL}/`).href
}

/** Turns one page's SEO facts into title, description, canonical, Open Graph and Twitter tags. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const title = input.title.includes(SITE.brand) ? input.title : `${input.title} | ${SITE.brand}`
  const url = absoluteUrl(input.path)
  const image = absoluteUrl(input.image ?? DEFAULT_SOCIAL_IMAGE)
  const imageAlt = input.imageAlt ?? `${SITE.brand} – ${SITE.tagline}`
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: SITE.brand },
    { property: 'og:locale', content: input.lang === 'de' ? 'de_DE' : 'en_US' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ]
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' })
  return tags
}

/** JSON-LD as a meta descriptor; React Router renders it as a script of type application/ld+json. */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { 'script:ld+json': data }
}
