import { ArrowUpRight, Plus } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'

import { SERVICE_TAG_LINKS, type ServiceCard, type ServicesContent } from '../../../content/home.ts'
import { Reveal } from '../../reveal.tsx'
import { HOME_ICONS } from './home-icons.ts'
import { SectionHeading } from './section-heading.tsx'

/** A card's tags come as one comma-separated string (content/home.yaml). */
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
  toggleLabel: string
  tagLinkLabel: string
}

/**
 * One service card, closed, as prerendered. The home page's script (script/cards.ts) opens it
 * (`data-state="open"`, the toggle's `aria-expanded`) and presses its tags (`aria-pressed`); the
 * look follows those attributes.
 */
function ServiceCardView({ card, index, toggleLabel, tagLinkLabel }: ServiceCardViewProps) {
  const id = useId()
  const Icon = HOME_ICONS[card.icon as keyof typeof HOME_ICONS]
  return (
    <Reveal
      as="article"
      index={index}
      aria-labelledby={`${id}-title`}
      data-slot="service-card"
      data-state="closed"
      className="group rounded-2xl border border-neutral-200 bg-white p-6 transition-colors duration-300 data-[state=open]:border-ink data-[state=open]:bg-ink data-[state=open]:text-white data-[state=open]:shadow-2xl data-[state=open]:shadow-black/20 sm:p-8"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-12 items-center justify-center rounded-xl bg-surface text-brand transition-colors group-data-[state=open]:bg-brand group-data-[state=open]:text-white"
      >
        <Icon className="size-6" />
      </span>
      <h3 id={`${id}-title`} className="mt-6 text-2xl font-black tracking-tight">
        {card.title}
      </h3>
      <p className="mt-3 leading-relaxed text-muted group-data-[state=open]:text-neutral-300">{card.description}</p>
      <button
        type="button"
        data-slot="service-toggle"
        aria-expanded="false"
        aria-controls={`${id}-tags`}
        aria-labelledby={`${id}-title ${id}-toggle`}
        className="mt-6 inline-flex h-11 items-center gap-3 rounded-full border-2 border-ink pr-2 pl-5 text-xs font-bold tracking-[0.18em] text-ink transition-colors hover:bg-ink hover:text-white aria-expanded:border-white aria-expanded:text-white aria-expanded:hover:bg-white/10"
      >
        <span id={`${id}-toggle`}>{toggleLabel}</span>
        <span
          aria-hidden="true"
          className="inline-flex size-7 items-center justify-center rounded-full bg-brand text-white transition-[background-color,rotate] duration-300 group-data-[state=open]:rotate-45"
        >
          <Plus className="size-4" />
        </span>
      </button>
      {/* Always in the HTML (the page's full text is prerendered); closed, it is invisible and out of the tab
          order. Visibility switches at once on opening (the tags are focusable straight away) and only
          after the collapse on closing. */}
      <div
        id={`${id}-tags`}
        className="invisible grid grid-rows-[0fr] transition-[grid-template-rows,visibility] duration-300 ease-out group-data-[state=open]:visible group-data-[state=open]:grid-rows-[1fr] group-data-[state=open]:transition-[grid-template-rows]"
      >
        <div className="overflow-hidden">
          <ul className="flex flex-wrap gap-2 pt-6">
            {serviceTags(card).map((tag) => {
              const href = tagLink(tag)
              return (
                <li key={tag} className="flex">
                  <button
                    type="button"
                    data-slot="service-tag"
                    data-tag={tag}
                    aria-pressed="false"
                    className={
                      'min-h-9 rounded-full border border-white/30 px-3.5 py-1.5 text-left text-sm font-medium text-white transition-colors hover:border-white hover:bg-white/10 aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:hover:border-brand aria-pressed:hover:bg-brand' +
                      (href ? ' rounded-r-none' : '')
                    }
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
 * 'What we do?' (anchor team): four cards, at most one open. Opening a card
 * fires the confetti burst; its tags are independent highlight toggles, three of them with a
 * link to the matching guide. All of it is the home page's script (script/cards.ts).
 */
export function ServicesSection({ content }: { content: ServicesContent }) {
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
              toggleLabel={content.toggleLabel}
              tagLinkLabel={content.tagLinkLabel}
            />
          ))}
        </div>
      </div>
    </section>
  )
}
