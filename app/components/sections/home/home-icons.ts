import {
  Bot,
  ChartColumn,
  Compass,
  Contact,
  Database,
  ListChecks,
  type LucideIcon,
  Megaphone,
  MessageCircle,
  Newspaper,
  PenLine,
  Radar,
  ShieldCheck,
  Smartphone,
  TrendingUp,
} from 'lucide-react'

import type { HOME } from '../../../content/home.ts'

type HomeIconName = (typeof HOME)['services']['cards'][number]['icon'] | (typeof HOME)['ai']['items'][number]['icon']

/**
 * The icons the home page names in its content. Imported one by one: lucide's `icons` map
 * would put every icon it has into the page's JavaScript.
 */
export const HOME_ICONS = {
  ChartColumn,
  Compass,
  Megaphone,
  Smartphone,
  Newspaper,
  PenLine,
  TrendingUp,
  Radar,
  Bot,
  MessageCircle,
  ListChecks,
  Database,
  Contact,
  ShieldCheck,
} as const satisfies Record<HomeIconName, LucideIcon>
