import { Download } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { toast } from 'sonner'

import { FOUNDER_CARD } from '../../../config/site.ts'
import { CARD_COPY, CARD_ROWS, FOUNDER_VCARD_FILE, FOUNDER_VCARD_PATH } from '../../../content/contact-card.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { CopyRow } from './copy-row.tsx'

const initials = `${FOUNDER_CARD.firstName[0]}${FOUNDER_CARD.lastName[0]}`

/** Once the script is there, the download is also announced (the link works without it). */
function announceSaving() {
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
      {/* A plain link to the vCard the build writes (scripts/postbuild.ts): it downloads from the
          first paint, with or without a script (docs/decisions/032). */}
      <a
        href={FOUNDER_VCARD_PATH}
        download={FOUNDER_VCARD_FILE}
        type="text/vcard"
        onClick={announceSaving}
        className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}
      >
        <Download aria-hidden="true" />
        {CARD_COPY.save}
      </a>
    </article>
  )
}
