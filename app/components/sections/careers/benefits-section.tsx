import { GraduationCap, Laptop, type LucideIcon, MapPin, Users, UtensilsCrossed, Vote } from 'lucide-react'

import type { BENEFITS, CareersPage } from '../../../content/careers.ts'
import { Reveal } from '../../reveal.tsx'

type BenefitIcon = (typeof BENEFITS)[number]['icon']

// Icons imported one by one: looking them up in lucide's full `icons` map would ship every icon.
// A new icon name in the content fails the type check here until it is added.
const ICONS: Record<BenefitIcon, LucideIcon> = { Vote, Users, UtensilsCrossed, Laptop, MapPin, GraduationCap }

type BenefitsSectionProps = {
  benefits: CareersPage['benefits']
  cards: typeof BENEFITS
}

/** The six benefit cards (content/careers.yaml). */
export function BenefitsSection({ benefits, cards }: BenefitsSectionProps) {
  return (
    <section aria-labelledby="benefits-heading" className="bg-surface">
      <div className="mx-auto max-w-7xl px-5 py-20 md:px-8 md:py-28">
        <h2 id="benefits-heading" className="text-3xl font-black tracking-tight md:text-5xl">
          {benefits.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-muted">{benefits.intro}</p>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card, index) => {
            const Icon = ICONS[card.icon]
            return (
              <Reveal as="li" key={card.title} index={index} className="rounded-2xl bg-white p-7 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-bold">{card.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{card.description}</p>
              </Reveal>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
