import { Mail } from 'lucide-react'

import type { CareersPage } from '../../../content/careers.ts'
import { buttonVariants } from '../../ui/button.tsx'

/** Closing call to action: an e-mail to the HR contact. */
export function CareersCtaSection({ cta }: { cta: CareersPage['cta'] }) {
  return (
    <section aria-labelledby="careers-cta-heading" className="bg-brand text-white">
      <div className="mx-auto max-w-3xl px-5 py-20 text-center md:px-8 md:py-28">
        <h2 id="careers-cta-heading" className="text-3xl font-black tracking-tight text-balance md:text-5xl">
          {cta.heading}
        </h2>
        <p className="mt-5 text-lg leading-relaxed text-white/90">{cta.text}</p>
        <a href={cta.button.href} className={buttonVariants({ variant: 'light', size: 'lg', className: 'mt-9' })}>
          <Mail aria-hidden="true" />
          {cta.button.label}
        </a>
      </div>
    </section>
  )
}
