import { LockKeyhole } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import gate from 'virtual:card-gate'

import { CARD_COPY } from '../../../content/contact-card.ts'
import { useHydrated } from '../../../hooks/use-hydrated.ts'
import { verifyPassword } from '../../../lib/password-hash.ts'
import { Button } from '../../ui/button.tsx'

type Failure = { message: string; attempt: number }

/**
 * The password form of the gated card. The check runs on the visitor's
 * device against a salted hash made at build time; the password itself is not in the bundle.
 *
 * The check needs the script: until it has hydrated, the button is disabled and says so
 * (docs/decisions/032). The field takes typing from the first paint and keeps it (the field is
 * not controlled by React, so hydration leaves what was typed), so the visitor presses the
 * button once it is there.
 */
export function PasswordGate({ onUnlock }: { onUnlock: () => void }) {
  const hydrated = useHydrated()
  const [failure, setFailure] = useState<Failure>()
  const [checking, setChecking] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (checking) return
    setChecking(true)
    let message: string = CARD_COPY.gate.wrong
    try {
      if (await verifyPassword(input.current?.value ?? '', gate)) return onUnlock()
    } catch {
      message = CARD_COPY.gate.insecure
    } finally {
      setChecking(false)
    }
    if (input.current) input.current.value = ''
    // A new attempt number remounts the alert, so a repeated mistake is announced again.
    setFailure((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 }))
    input.current?.focus()
  }

  return (
    <div
      data-slot="card-gate"
      // Hidden before first paint when this tab already unlocked the card (see contact-card-page.tsx).
      className="w-full max-w-sm rounded-3xl bg-white p-6 text-center shadow-xl ring-1 ring-black/5 in-data-card-unlocked:invisible sm:p-8 dark:bg-neutral-900 dark:shadow-none dark:ring-white/10"
    >
      <span
        aria-hidden="true"
        className="mx-auto flex size-14 items-center justify-center rounded-full bg-neutral-100 text-brand dark:bg-neutral-800 dark:text-brand-light"
      >
        <LockKeyhole className="size-6" />
      </span>
      <h1 className="mt-5 text-2xl font-bold">{CARD_COPY.gate.title}</h1>
      <p id={`${id}-hint`} className="mt-2 text-muted dark:text-neutral-300">
        {CARD_COPY.gate.hint}
      </p>
      <form onSubmit={submit} className="mt-6 text-left" aria-busy={checking}>
        <label htmlFor={`${id}-password`} className="text-sm font-semibold">
          {CARD_COPY.gate.fieldLabel}
        </label>
        {/* No name attribute: a submit before the script has loaded must not put the password in the URL. */}
        <input
          ref={input}
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          aria-describedby={failure ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={failure ? true : undefined}
          className="mt-1.5 block h-12 w-full rounded-xl border border-neutral-300 bg-white px-4 text-base text-ink outline-offset-0 aria-invalid:border-brand dark:border-neutral-600 dark:bg-neutral-950 dark:text-white dark:aria-invalid:border-brand-light"
        />
        {failure && (
          <p
            key={failure.attempt}
            id={`${id}-error`}
            role="alert"
            className="mt-2 text-sm font-semibold text-brand dark:text-brand-light"
          >
            {failure.message}
          </p>
        )}
        <Button type="submit" size="lg" disabled={!hydrated} className="mt-5 w-full">
          {checking ? CARD_COPY.gate.checking : CARD_COPY.gate.submit}
        </Button>
        {!hydrated && (
          <p className="mt-2 text-center text-sm text-muted dark:text-neutral-400">{CARD_COPY.gate.loading}</p>
        )}
      </form>
    </div>
  )
}
