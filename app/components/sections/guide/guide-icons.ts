import {
  Activity,
  AtSign,
  BookOpen,
  Briefcase,
  Calendar,
  CalendarClock,
  Camera,
  ChartColumn,
  ChartPie,
  Clapperboard,
  ClipboardList,
  Clock,
  Compass,
  Flag,
  Globe,
  HandCoins,
  Heart,
  // Renamed: the DOM's global Image constructor has the same name.
  Image as ImageIcon,
  Landmark,
  LayoutGrid,
  type LucideIcon,
  type LucideIconData,
  Mail,
  MapPin,
  Megaphone,
  MessageCircle,
  MessageSquare,
  Newspaper,
  PiggyBank,
  Printer,
  RefreshCw,
  Repeat,
  Scale,
  Search,
  Share2,
  Smartphone,
  Target,
  TrendingUp,
  Truck,
  TvMinimalPlay,
  UserCheck,
  Users,
  Video,
  Vote,
  Wallet,
} from 'lucide-react'
import type { ReactElement } from 'react'

import type { GuideIconName } from '../../../content/types.ts'

/**
 * The icons the guide copy may name. Each is imported on its own, so the bundle carries these
 * few dozen paths instead of lucide's whole set (importing its `icons` map would ship every icon).
 * Its keys are exactly the copy's `GuideIconName` (app/content/types.ts): a name listed there but
 * missing here, or the other way round, fails the type check instead of rendering nothing.
 */
export const GUIDE_ICONS = {
  Activity,
  AtSign,
  BookOpen,
  Briefcase,
  Calendar,
  CalendarClock,
  Camera,
  ChartColumn,
  ChartPie,
  Clapperboard,
  ClipboardList,
  Clock,
  Compass,
  Flag,
  Globe,
  HandCoins,
  Heart,
  Image: ImageIcon,
  Landmark,
  LayoutGrid,
  Mail,
  MapPin,
  Megaphone,
  MessageCircle,
  MessageSquare,
  Newspaper,
  PiggyBank,
  Printer,
  RefreshCw,
  Repeat,
  Scale,
  Search,
  Share2,
  Smartphone,
  Target,
  TrendingUp,
  Truck,
  TvMinimalPlay,
  UserCheck,
  Users,
  Video,
  Vote,
  Wallet,
} as const satisfies Record<GuideIconName, LucideIcon>

/**
 * The drawing of a lucide icon (its name and SVG nodes), read from the component. Used at build
 * time only, by the guide route's loader: a guide page receives the drawings of the icons it
 * shows as loader data, and no icon's code is in its JavaScript (docs/decisions/019).
 * app/components/sections/guide/guide-icons.test.tsx checks that the drawing renders exactly
 * like the component.
 */
export function iconData(icon: LucideIcon): LucideIconData {
  const element = (
    icon as unknown as { render: (props: object, ref: null) => ReactElement<{ icon: LucideIconData }> }
  ).render({}, null)
  return element.props.icon
}

/** The drawings of every guide icon named anywhere in `content` (a guide page's copy). */
export function guideIconData(content: unknown): Record<string, LucideIconData> {
  const names = new Set<GuideIconName>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      for (const [key, entry] of Object.entries(value)) {
        if (key === 'icon' && typeof entry === 'string' && entry in GUIDE_ICONS) names.add(entry as GuideIconName)
        else visit(entry)
      }
    }
  }
  visit(content)
  return Object.fromEntries([...names].sort().map((name) => [name, iconData(GUIDE_ICONS[name])]))
}
