import {
  Activity,
  ArrowRight,
  ArrowUpRight,
  Calculator,
  CalendarCheck,
  CircleCheck,
  CircleQuestionMark,
  Download,
  FileText,
  FolderArchive,
  Handshake,
  Hourglass,
  ListChecks,
  type LucideIcon,
  Map as MapIcon,
  MessagesSquare,
  Palette,
  Receipt,
  Route,
  ShieldCheck,
  Trophy,
  Users,
} from 'lucide-react'
import type { CSSProperties } from 'react'
import { Link } from 'react-router'

import { type ToolId, type TOOLS, type ToolsPageContent } from '../../../content/tools.ts'
import { cn } from '../../../lib/utils.ts'
import { ExternalLink } from '../../external-link.tsx'
import { Reveal } from '../../reveal.tsx'
import { buttonVariants } from '../../ui/button.tsx'
import websiteShot from './screenshots/kampagnenwebsite.svg'
import doorToDoorShot from './screenshots/tuer-zu-tuer-planer.svg'
import campaignHqShot from './screenshots/wahlkampf-hq.svg'

type ToolData = (typeof TOOLS)[number]

/**
 * Icons named in the content, imported one by one: the `icons` map of lucide-react would
 * put every icon into the bundle. The type makes a new icon name in the content fail the
 * type check until it is added here.
 */
const FEATURE_ICONS: Record<ToolData['features'][number]['icon'], LucideIcon> = {
  Activity,
  Calculator,
  CalendarCheck,
  CircleQuestionMark,
  Download,
  FileText,
  FolderArchive,
  Handshake,
  Hourglass,
  ListChecks,
  Map: MapIcon,
  MessagesSquare,
  Palette,
  Receipt,
  Route,
  ShieldCheck,
  Trophy,
  Users,
}

/** Our own mock-ups of each tool's interface (SVG, 1200×800). */
const SCREENSHOTS: Record<ToolId, string> = {
  'wahlkampf-hq': campaignHqShot,
  'tuer-zu-tuer-planer': doorToDoorShot,
  kampagnenwebsite: websiteShot,
}
const SCREENSHOT_SIZE = { width: 1200, height: 800 } as const

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })

type ToolSectionProps = {
  tool: ToolData
  labels: ToolsPageContent['labels']
  /** Position on the page: alternates the layout, and only the first screenshot loads eagerly. */
  index: number
  /** Number of tools on the page, for the "1 / 3" marker. */
  total: number
}

/** One tool: title, subtitle, description, highlight, buttons, screenshot, pricing, features. */
export function ToolSection({ tool, labels, index, total }: ToolSectionProps) {
  const headingId = `${tool.id}-heading`
  const flipped = index % 2 === 1
  return (
    <section
      id={tool.id}
      aria-labelledby={headingId}
      className={cn('py-20 md:py-28', flipped ? 'bg-surface' : 'bg-white')}
      style={{ '--accent': tool.color } as CSSProperties}
    >
      <div className="mx-auto max-w-7xl px-5 md:px-8">
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <Reveal className={cn(flipped && 'lg:order-2')}>
            <p
              aria-hidden="true"
              className="flex items-center gap-2 text-sm font-semibold tracking-[0.2em] text-(--accent) uppercase"
            >
              <span className="h-0.5 w-8 bg-(--accent)" />
              {`${index + 1} / ${total}`}
            </p>
            <h2 id={headingId} className="mt-3 text-4xl font-black tracking-tight md:text-5xl">
              {tool.title}
            </h2>
            <p className="mt-3 text-xl font-semibold text-neutral-700">{tool.subtitle}</p>
            <p className="mt-5 text-lg leading-relaxed text-muted">{tool.description}</p>
            <p className="mt-6 rounded-r-xl border-l-4 border-(--accent) bg-(--accent)/8 px-5 py-4 font-semibold text-ink">
              {tool.highlight}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ExternalLink href={tool.demoUrl} className={buttonVariants({ variant: 'dark', size: 'lg' })}>
                {labels.demo}
                <span className="sr-only"> of {tool.title}</span>
                <ArrowUpRight aria-hidden="true" />
              </ExternalLink>
              <Link to={labels.consultationHref} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                {labels.consultation}
                <span className="sr-only"> about {tool.title}</span>
                <ArrowRight aria-hidden="true" />
              </Link>
            </div>
          </Reveal>
          <Reveal className={cn(flipped && 'lg:order-1')}>
            <img
              src={SCREENSHOTS[tool.id]}
              {...SCREENSHOT_SIZE}
              alt={tool.screenshotAlt}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              className="h-auto w-full rounded-2xl shadow-2xl ring-1 shadow-black/15 ring-black/10"
            />
          </Reveal>
        </div>

        <div className="mt-16 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
          <Reveal>
            <ToolPricing pricing={tool.pricing} labels={labels} />
          </Reveal>
          <Reveal>
            <h3 className="text-2xl font-bold">{labels.features}</h3>
            <ul className="mt-6 grid gap-x-8 gap-y-6 sm:grid-cols-2">
              {tool.features.map((feature) => {
                const Icon = FEATURE_ICONS[feature.icon]
                return (
                  <li key={feature.title} className="flex gap-4">
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-(--accent)/10 text-(--accent)">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <div>
                      <p className="font-semibold">{feature.title}</p>
                      <p className="mt-1 text-sm leading-relaxed text-muted">{feature.desc}</p>
                    </div>
                  </li>
                )
              })}
            </ul>
          </Reveal>
        </div>
      </div>
    </section>
  )
}

function ToolPricing({ pricing, labels }: { pricing: ToolData['pricing']; labels: ToolsPageContent['labels'] }) {
  return (
    <div className="rounded-2xl border-t-4 border-(--accent) bg-ink p-7 text-white shadow-xl">
      <p className="flex items-baseline gap-2">
        <span className="text-5xl font-black tracking-tight">{euro.format(pricing.monthly)}</span>{' '}
        <span className="text-neutral-300">{labels.perMonth}</span>
      </p>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-2xl font-bold">+ {euro.format(pricing.oneTime)}</span>{' '}
        <span className="text-neutral-300">{labels.oneTime}</span>
      </p>
      <p className="mt-1 text-sm text-neutral-300">{pricing.oneTimeNote}</p>
      <p className="mt-5 text-sm font-semibold text-neutral-200">{pricing.vatInfo}</p>
      <p className="mt-5 flex items-center gap-2 border-t border-white/15 pt-5 text-sm font-semibold">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-400" />
        <span className="first-letter:uppercase">{pricing.included}</span>
      </p>
    </div>
  )
}
