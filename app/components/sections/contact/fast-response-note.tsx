import { Zap } from 'lucide-react'

import { CONTACT } from '../../../content/contact.ts'

/** The fast-response note beside the form. */
export function FastResponseNote() {
  const { heading, text } = CONTACT.fastResponse
  return (
    <aside
      aria-labelledby="fast-response-heading"
      className="rounded-2xl border border-neutral-200 bg-surface p-7 md:p-8"
    >
      <h2 id="fast-response-heading" className="flex items-center gap-2 text-lg font-black tracking-tight">
        <Zap aria-hidden="true" className="size-5 text-brand" />
        {heading}
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-muted">{text}</p>
    </aside>
  )
}
