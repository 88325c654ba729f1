import { Check, Copy, Globe, Mail, Phone, Smartphone } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'

import { CARD_COPY, type CardRow } from '../../../content/contact-card.ts'
import { useHydrated } from '../../../hooks/use-hydrated.ts'
import { copyText } from '../../../lib/clipboard.ts'
import { COPY_CONFIRM_MS } from '../../../lib/constants.ts'

const ICONS = { mobile: Smartphone, office: Phone, email: Mail, website: Globe } as const

/**
 * One contact detail: caption, the value as a link, and a copy button that confirms with a
 * checkmark. Copying needs the script: until it has hydrated the button is disabled – drawn
 * faded, skipped by Tab, announced as unavailable – rather than a button that does nothing
 * (docs/decisions/032). The value's link works from the first paint.
 */
export function CopyRow({ row }: { row: CardRow }) {
  const hydrated = useHydrated()
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    if (await copyText(row.value)) {
      setCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS)
      toast.success(CARD_COPY.toast.copied.title, { description: CARD_COPY.toast.copied.description(row.label) })
    } else {
      toast.error(CARD_COPY.toast.copyFailed.title, { description: CARD_COPY.toast.copyFailed.description })
    }
  }

  const Icon = ICONS[row.kind]
  // A narrow phone breaks a long address after its local part rather than mid-word.
  const [local, domain] = row.display.split('@')
  const external = row.kind === 'website'
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-brand dark:bg-neutral-800 dark:text-brand-light"
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase dark:text-neutral-400">{row.caption}</p>
        <a
          href={row.href}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className="font-medium wrap-anywhere underline-offset-4 hover:underline"
        >
          {domain ? (
            <>
              {local}
              <wbr />@{domain}
            </>
          ) : (
            row.display
          )}
          {external && <span className="sr-only"> {CARD_COPY.newTab}</span>}
        </a>
      </div>
      <button
        type="button"
        disabled={!hydrated}
        onClick={copy}
        aria-label={copied ? CARD_COPY.copiedAction(row.label) : CARD_COPY.copyAction(row.label)}
        data-state={copied ? 'copied' : 'idle'}
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-600 transition-colors hover:bg-neutral-100 hover:text-ink disabled:cursor-not-allowed disabled:opacity-40 data-[state=copied]:text-green-700 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white dark:data-[state=copied]:text-green-400"
      >
        {copied ? <Check className="size-5" aria-hidden="true" /> : <Copy className="size-5" aria-hidden="true" />}
      </button>
    </li>
  )
}
