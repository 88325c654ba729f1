/**
 * Content types shared by the pages' copy: head data, links, FAQ items and icon names. Content
 * modules import these and nothing from app/components; components map the names to what they
 * render (icons: components/sections/home/home-icons.ts, components/sections/guide/guide-icon.tsx).
 */
import type { icons } from 'lucide-react'

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

/** One question of an FAQ (SPEC 3, FAQ item); the same text goes into the page's FAQPage structured data. */
export type FaqItem = {
  /** The question, phrased as a visitor would ask it. */
  question: string
  /** The answer as plain text. */
  answer: string
}

/** Canonical icon name in lucide-react's `icons` map, e.g. 'ChartColumn' (also a named export). */
export type IconName = keyof typeof icons

/**
 * The icons the guides may name. The guide pages import each icon on its own (importing lucide's
 * `icons` map would ship every icon), so the set is closed: `GUIDE_ICONS` in
 * components/sections/guide/guide-icons.ts maps exactly these names. A new icon is added here and
 * there; a misspelt or unlisted name fails the type check instead of rendering nothing.
 */
export type GuideIconName = Extract<
  IconName,
  | 'Activity'
  | 'AtSign'
  | 'BookOpen'
  | 'Briefcase'
  | 'Calendar'
  | 'CalendarClock'
  | 'Camera'
  | 'ChartColumn'
  | 'ChartPie'
  | 'Clapperboard'
  | 'ClipboardList'
  | 'Clock'
  | 'Compass'
  | 'Flag'
  | 'Globe'
  | 'HandCoins'
  | 'Heart'
  | 'Image'
  | 'Landmark'
  | 'LayoutGrid'
  | 'Mail'
  | 'MapPin'
  | 'Megaphone'
  | 'MessageCircle'
  | 'MessageSquare'
  | 'Newspaper'
  | 'PiggyBank'
  | 'Printer'
  | 'RefreshCw'
  | 'Repeat'
  | 'Scale'
  | 'Search'
  | 'Share2'
  | 'Smartphone'
  | 'Target'
  | 'TrendingUp'
  | 'Truck'
  | 'TvMinimalPlay'
  | 'UserCheck'
  | 'Users'
  | 'Video'
  | 'Vote'
  | 'Wallet'
>
