import { ArrowUpRight, Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'

import { SERVICE_TAG_LINKS, type ServiceCard, type ServicesContent } from '../../../content/home.ts'
import { cn } from '../../../lib/utils.ts'
import { Reveal } from '../../reveal.tsx'
import { HOME_ICONS } from './home-icons.ts'
import { SectionHeading } from './section-heading.tsx'
import { useConfettiBurst } from './use-confetti-burst.ts'

/** A card's tags come as one comma-separated string (SPEC 3, service card). */
export function serviceTags(card: Pick<ServiceCard, 'services'>): string[] {
  return card.services
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
}

function tagLink(tag: string): string | undefined {
  return (SERVICE_TAG_LINKS as Record<string, string>)[tag]
}

type ServiceCardViewProps = {
  card: ServiceCard
  index: number
  open: boolean
  toggleLabel: string
  tagLinkLabel: string
  selected: ReadonlySet<string>
  onToggle: (button: HTMLButtonElement) => void
  onToggleTag: (tag: string) => void
}

function ServiceCardView({
  card,
  index,
  open,
  toggleLabel,
  tagLinkLabel,
  selected,
  onToggle,
  onToggleTag,
}: ServiceCardViewProps) {
  const id = useId()
  const Icon = HOME_ICONS[card.icon as keyof typeof HOME_ICONS]
  return (
    <Reveal
      as="article"
      index={index}
      aria-labelledby={`${id}-title`}
      data-state={open ? 'open' : 'closed'}
      className={cn(
        'rounded-2xl border p-6 transition-colors duration-300 sm:p-8',
        open ? 'border-ink bg-ink text-white shadow-2xl shadow-black/20' : 'border-neutral-200 bg-white',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-12 items-center justify-center rounded-xl transition-colors',
          open ? 'bg-brand text-white' : 'bg-surface text-brand',
        )}
      >
        <Icon className="size-6" />
      </span>
      <h3 id={`${id}-title`} className="mt-6 text-2xl font-black tracking-tight">
        {card.title}
      </h3>
      <p className={cn('mt-3 leading-relaxed', open ? 'text-neutral-300' : 'text-muted')}>{card.description}</p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-tags`}
        aria-labelledby={`${id}-title ${id}-toggle`}
        onClick={(event) => onToggle(event.currentTarget)}
        className={cn(
          'mt-6 inline-flex h-11 items-center gap-3 rounded-full border-2 pr-2 pl-5 text-xs font-bold tracking-[0.18em] transition-colors',
          open ? 'border-white text-white hover:bg-white/10' : 'border-ink text-ink hover:bg-ink hover:text-white',
        )}
      >
        <span id={`${id}-toggle`}>{toggleLabel}</span>
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-7 items-center justify-center rounded-full transition-[background-color,rotate] duration-300',
            open ? 'rotate-45 bg-brand text-white' : 'bg-brand text-white',
          )}
        >
          <Plus className="size-4" />
        </span>
      </button>
      {/* Always in the HTML (the page's full text is prerendered); closed, it is invisible and out of the tab
          order. Visibility switches at once on opening (the tags are focusable straight away) and only
          after the collapse on closing. */}
      <div
        id={`${id}-tags`}
        className={cn(
          'grid duration-300 ease-out',
          open
            ? 'visible grid-rows-[1fr] transition-[grid-template-rows]'
            : 'invisible grid-rows-[0fr] transition-[grid-template-rows,visibility]',
        )}
      >
        <div className="overflow-hidden">
          <ul className="flex flex-wrap gap-2 pt-6">
            {serviceTags(card).map((tag) => {
              const pressed = selected.has(tag)
              const href = tagLink(tag)
              return (
                <li key={tag} className="flex">
                  <button
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => onToggleTag(tag)}
                    className={cn(
                      'min-h-9 rounded-full border px-3.5 py-1.5 text-left text-sm font-medium transition-colors',
                      href && 'rounded-r-none',
                      pressed
                        ? 'border-brand bg-brand text-white'
                        : 'border-white/30 text-white hover:border-white hover:bg-white/10',
                    )}
                  >
                    {tag}
                  </button>
                  {href && (
                    <Link
                      to={href}
                      hrefLang="de"
                      aria-label={tagLinkLabel.replace('{tag}', tag)}
                      title={tagLinkLabel.replace('{tag}', tag)}
                      className="inline-flex min-h-9 items-center rounded-r-full border border-l-0 border-white/30 bg-white px-2.5 text-ink transition-colors hover:bg-brand hover:text-white"
                    >
                      <ArrowUpRight aria-hidden="true" className="size-4" />
                    </Link>
                  )}
                </li>
              )
            })}
          </ul>
        </div>
      </div>
    </Reveal>
  )
}

/**
 * 'What we do?' (SPEC 2.3 item 7, anchor team): four cards, at most one open. Opening a card
 * fires the confetti burst; its tags are independent highlight toggles, three of them with a
 * link to the matching guide.
 */
export function ServicesSection({ content }: { content: ServicesContent }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set())
  const burst = useConfettiBurst()

  const toggleCard = (index: number, button: HTMLButtonElement) => {
    const opening = openIndex !== index
    setOpenIndex(opening ? index : null)
    if (!opening) return
    const rect = button.getBoundingClientRect()
    void burst({
      x: (rect.left + rect.width / 2) / window.innerWidth,
      y: (rect.top + rect.height / 2) / window.innerHeight,
    })
  }

  const toggleTag = (tag: string) =>
    setSelected((current) => {
      const next = new Set(current)
      if (!next.delete(tag)) next.add(tag)
      return next
    })

  return (
    <section id={content.id} aria-labelledby="team-heading" className="bg-surface">
      <div className="mx-auto max-w-7xl px-5 py-20 md:px-8 md:py-28 lg:py-32">
        <Reveal className="grid gap-6 lg:grid-cols-12 lg:items-end">
          <SectionHeading id="team-heading" className="lg:col-span-6">
            {content.heading}
          </SectionHeading>
          <p className="text-lg leading-relaxed text-neutral-700 lg:col-span-5 lg:col-start-8">{content.intro}</p>
        </Reveal>
        <div className="mt-14 grid items-start gap-5 md:grid-cols-2 xl:grid-cols-4">
          {content.cards.map((card, index) => (
            <ServiceCardView
              key={card.title}
              card={card}
              index={index}
              open={openIndex === index}
              toggleLabel={content.toggleLabel}
              tagLinkLabel={content.tagLinkLabel}
              selected={selected}
              onToggle={(button) => toggleCard(index, button)}
              onToggleTag={toggleTag}
            />
          ))}
        </div>
      </div>
    </section>
  )
}
