/**
 * Content types shared by the pages' copy: head data, links, FAQ items and icon names. Content
 * modules import these and nothing from app/components; components map the names to what they
 * render (icons: components/sections/home/home-icons.ts, components/sections/guide/guide-icon.tsx).
 */
import type { icons } from 'lucide-react'

import type { GUIDE_ICON_NAMES } from '../../keystatic/guide-fields.ts'

/** Head data of a page: what search results and social cards show. Path, language and robots noindex come from the route table (app/lib/site-pages.ts, app/lib/pages.ts). */
export type SeoContent = {
  /** Document title, at most 60 characters; the brand is appended unless it is already there. */
  title: string
  /** Meta description, at most 155 characters. */
  description: string
}

/** An internal or external link with its visible label. */
export type LinkContent = {
  /** Visible link or button text. */
  label: string
  /** Target path ('/contact') or absolute URL. */
  href: string
}

/** One question of an FAQ; the same text goes into the page's FAQPage structured data. */
export type FaqItem = {
  /** The question, phrased as a visitor would ask it. */
  question: string
  /** The answer as plain text. */
  answer: string
}

/** Canonical icon name in lucide-react's `icons` map, e.g. 'ChartColumn' (also a named export). */
export type IconName = keyof typeof icons

/**
 * The icons the guides may name: the schema's list (keystatic/guide-fields.ts). The guide pages
 * import each icon on its own (importing lucide's `icons` map would ship every icon), so
 * `GUIDE_ICONS` in components/sections/guide/guide-icons.ts maps exactly these names; a name
 * lucide does not have fails the type check here.
 */
type KnownIcons<Names extends IconName> = Names
export type GuideIconName = KnownIcons<(typeof GUIDE_ICON_NAMES)[number]>
