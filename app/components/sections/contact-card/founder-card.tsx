import { Download } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { toast } from 'sonner'

import { FOUNDER_CARD } from '../../../config/site.ts'
import { CARD_COPY, CARD_ROWS } from '../../../content/contact-card.ts'
import { SITE_URL } from '../../../lib/seo/meta.ts'
import { buildVCard, vcardFileName } from '../../../lib/vcard.ts'
import { Button } from '../../ui/button.tsx'
import { CopyRow } from './copy-row.tsx'

const initials = `${FOUNDER_CARD.firstName[0]}${FOUNDER_CARD.lastName[0]}`

/** Downloads the founder's vCard (SPEC 7) through a temporary link to a Blob. */
function saveContact() {
  const card = buildVCard({ ...FOUNDER_CARD, ...CARD_COPY.vcard }, `${SITE_URL}/`)
  const url = URL.createObjectURL(new Blob([card], { type: 'text/vcard;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = vcardFileName(FOUNDER_CARD.name)
  document.body.append(link)
  link.click()
  link.remove()
  // Revoking at once can cancel the download in Safari; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
  toast(CARD_COPY.toast.saving.title, { description: CARD_COPY.toast.saving.description })
}

/** The card itself: initials, name, title, the four copyable rows and 'Kontakt speichern'. */
export function FounderCard({ focusHeading = false }: { focusHeading?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Just unlocked: the form the visitor was in is gone, so move focus to what replaced it.
  useEffect(() => {
    if (focusHeading) heading.current?.focus()
  }, [focusHeading])

  return (
    <article
      aria-labelledby="founder-name"
      className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl ring-1 ring-black/5 sm:p-8 dark:bg-neutral-900 dark:shadow-none dark:ring-white/10"
    >
      <header className="text-center">
        <div
          aria-hidden="true"
          className="mx-auto flex size-24 items-center justify-center rounded-full bg-brand text-3xl font-bold tracking-wide text-white"
        >
          {initials}
        </div>
        <h1 id="founder-name" ref={heading} tabIndex={-1} className="mt-5 text-2xl font-bold outline-none">
          {FOUNDER_CARD.name}
        </h1>
        <p className="mt-1 text-muted dark:text-neutral-300">{FOUNDER_CARD.title}</p>
        <p className="text-sm text-muted dark:text-neutral-400">{FOUNDER_CARD.organisation}</p>
      </header>
      <ul className="mt-6 divide-y divide-neutral-200 border-y border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
        {CARD_ROWS.map((row) => (
          <CopyRow key={row.kind} row={row} />
        ))}
      </ul>
      <Button size="lg" className="mt-6 w-full" onClick={saveContact}>
        <Download aria-hidden="true" />
        {CARD_COPY.save}
      </Button>
    </article>
  )
}
