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
import { cn } from '../../../lib/utils.ts'

/**
 * The icons the guide copy may name. Each is imported on its own, so the bundle carries these
 * few dozen paths instead of lucide's whole set (importing its `icons` map would ship every icon).
 * The copy's `IconName` type is the key set of this map: an icon that is not listed here fails
 * the type check instead of rendering nothing.
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
} as const satisfies Record<string, LucideIcon>

export type GuideIconName = keyof typeof GUIDE_ICONS

/** A decorative icon from the guide set; the text next to it carries the meaning. */
export function GuideIcon({ name, className }: { name: GuideIconName; className?: string }) {
  const Icon = GUIDE_ICONS[name]
  return <Icon aria-hidden="true" focusable="false" className={cn('size-6 shrink-0', className)} />
}
