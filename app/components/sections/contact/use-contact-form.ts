import { type FocusEvent, type FormEvent, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { APPLICATION } from '../../../content/application.ts'
import { CONTACT } from '../../../content/contact.ts'
import { attribution } from '../../../lib/attribution.ts'
import { SENT_STATE_MS } from '../../../lib/constants.ts'
import {
  ContactRequestError,
  ContactTimeoutError,
  createIdempotencyKeys,
  sendContactRequest,
  UnexpectedAnswerError,
} from '../../../lib/contact-client.ts'
import {
  type ContactFormValues,
  FORM_FIELD_ORDER,
  JOB_FIELD,
  toRequestBody,
  validateContactForm,
} from '../../../lib/contact-rules.ts'

const COPY = CONTACT.form

export type ContactFormStatus = 'idle' | 'sending' | 'sent'
type FieldName = (typeof FORM_FIELD_ORDER)[number]
/** The message of each invalid field (the first the schema gives), as the form shows it. */
export type ContactFormErrors = Partial<Record<FieldName, string>>

const FIELD_NAMES: readonly string[] = FORM_FIELD_ORDER

// Toasts are needed only after a submit: sonner loads in its own chunk (contact-toasts.tsx)
// once the visitor starts on the form (focus inside it) or submits, or when the page is idle
// after hydration, so that a submit finds the toaster mounted (INP: tests/e2e/inp.test.ts).
export const loadToasts = () => import('./contact-toasts.tsx')

/** A promise plus the function that fulfils it. */
function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

const noop = () => () => {}
/** False in the prerendered HTML and during hydration, true once React runs in the browser. */
function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}

/**
 * The form's values as the page holds them: the controls are the browser's own and keep their
 * state (what a visitor typed before the scripts arrived stays, docs/decisions/031). Only the
 * fields the form has: the application form has no organisation and no campaign type.
 */
function readValues(form: HTMLFormElement): ContactFormValues {
  const values: Record<string, string | boolean> = {}
  for (const name of [...FORM_FIELD_ORDER, JOB_FIELD]) {
    const control = form.elements.namedItem(name)
    if (control instanceof HTMLInputElement && control.type === 'checkbox') values[name] = control.checked
    else if (control && 'value' in control) values[name] = control.value
  }
  return values as ContactFormValues
}

/** The whole form's messages with the schema the server uses (one message per field). */
function validate(form: HTMLFormElement) {
  return validateContactForm(readValues(form))
}

/**
 * The contact form's state: validation with the schema the server uses – a
 * field's message once the visitor has left it, then on every change, every field's on submit –
 * sending once per click with an idempotency key kept until success, the 'Request sent' state for
 * SENT_STATE_MS, the toasts, and what the spam guard needs (fill time, trap). `job`: the
 * application form of that job (docs/decisions/035), checked with the application's schema.
 */
export function useContactForm(job?: string) {
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  const [status, setStatus] = useState<ContactFormStatus>('idle')
  const [errors, setErrors] = useState<ContactFormErrors>({})
  // Fields the visitor has left once; after a submit, all of them.
  const touched = useRef(new Set<string>())
  const submitted = useRef(false)
  const busy = useRef(false)
  const keys = useRef(createIdempotencyKeys())
  // When the form was first visible, for the spam guard's fill time: on a full page load the
  // prerendered form shows long before hydration, so from navigation start (performance
  // time 0); after a client-side navigation, from this first render.
  const [shownAt] = useState(() => (hydrated ? performance.now() : 0))
  const honeypot = useRef<HTMLInputElement>(null)
  const sentTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [toasterReady] = useState(deferred)
  const onToasterReady = useCallback(() => toasterReady.resolve(), [toasterReady])
  const [toasterWanted, setToasterWanted] = useState(false)

  // Mount the toaster when the page is idle after hydration: a submit then only shows a toast
  // instead of loading and mounting sonner in the click's frame (INP: tests/e2e/inp.test.ts).
  useEffect(() => {
    if (!hydrated) return
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200))
    const cancel = window.cancelIdleCallback ?? clearTimeout
    const handle = idle(() => setToasterWanted(true))
    return () => cancel(handle as never)
  }, [hydrated])

  useEffect(() => () => clearTimeout(sentTimer.current), [])

  async function notify(kind: 'success' | 'error', title: string, description: string) {
    setToasterWanted(true)
    const [{ toast }] = await Promise.all([loadToasts(), toasterReady.promise])
    if (kind === 'error') toast.error(title, { description })
    else toast(title, { description })
  }

  /** Shows the current message of one field (none when it is valid now). */
  function revalidate(name: string) {
    const form = formRef.current
    if (!form || !FIELD_NAMES.includes(name)) return
    const message = validate(form).errors[name as FieldName]
    setErrors((current) => (current[name as FieldName] === message ? current : { ...current, [name]: message }))
  }

  function reset() {
    formRef.current?.reset()
    // An application form keeps its job for the next one (a hidden field resets to its default).
    const jobControl = formRef.current?.elements.namedItem(JOB_FIELD)
    if (job !== undefined && jobControl instanceof HTMLInputElement) jobControl.value = job
    touched.current.clear()
    submitted.current = false
    setErrors({})
  }

  async function send(values: NonNullable<ReturnType<typeof validateContactForm>['data']>) {
    // A second click before React re-rendered the disabled button changes nothing.
    if (busy.current) return
    busy.current = true
    setStatus('sending')
    const content = toRequestBody(values)
    // Which pages brought the visitor here (docs/decisions/017); never part of the idempotency
    // key, so a retry of the same request is recognised whatever the pages were.
    const body = { ...content, ...attribution?.body() }
    try {
      const result = await sendContactRequest({
        body,
        idempotencyKey: keys.current.keyFor(content),
        fillMs: performance.now() - shownAt,
        honeypot: honeypot.current?.value,
      })
      console.info('Contact request sent', result)
      keys.current.renew()
      reset()
      setStatus('sent')
      const success = job === undefined ? COPY.toasts.success : APPLICATION.toasts.success
      void notify('success', success.title, success.description)
      sentTimer.current = setTimeout(() => setStatus('idle'), SENT_STATE_MS)
    } catch (error) {
      // The idempotency key stays: a retry of a request that did arrive is not stored twice.
      console.error('Contact request failed:', error)
      const message =
        error instanceof ContactRequestError
          ? error.serverMessage
          : error instanceof ContactTimeoutError
            ? COPY.toasts.error.timeout
            : error instanceof UnexpectedAnswerError
              ? COPY.toasts.error.unexpected
              : undefined
      void notify('error', COPY.toasts.error.title, message ?? COPY.toasts.error.fallback)
      if (error instanceof ContactRequestError) {
        const details = Object.entries(error.details).filter(([field]) => FIELD_NAMES.includes(field))
        if (details.length > 0) setErrors((current) => ({ ...current, ...Object.fromEntries(details) }))
      }
      setStatus('idle')
    } finally {
      busy.current = false
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // With the script, the form is sent as JSON; without it, the browser posts it (docs/decisions/031).
    event.preventDefault()
    const form = event.currentTarget
    submitted.current = true
    const result = validate(form)
    setErrors(result.errors)
    if (result.data) {
      void send(result.data)
      return
    }
    const first = FORM_FIELD_ORDER.find((name) => result.errors[name])
    const control = first && form.elements.namedItem(first)
    if (control instanceof HTMLElement) control.focus()
  }

  return {
    errors,
    hydrated,
    status,
    honeypot,
    onToasterReady,
    toasterWanted,
    /** What the `<form>` element takes: its ref and its event handlers. */
    form: {
      ref: formRef,
      /** A visitor who starts on the form will want the toaster: it loads while they type. */
      onFocus: () => setToasterWanted(true),
      /** A field's message appears when the visitor leaves it … */
      onBlur: (event: FocusEvent<HTMLFormElement>) => {
        const name = (event.target as { name?: unknown }).name
        if (typeof name !== 'string' || !FIELD_NAMES.includes(name)) return
        touched.current.add(name)
        revalidate(name)
      },
      /** … and follows every change after that (after a submit, in every field). */
      onChange: (event: FormEvent<HTMLFormElement>) => {
        const name = (event.target as { name?: unknown }).name
        if (typeof name === 'string' && (submitted.current || touched.current.has(name))) revalidate(name)
      },
      onSubmit,
    },
  }
}
