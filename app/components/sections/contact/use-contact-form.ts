import { zodResolver } from '@hookform/resolvers/zod'
import { type FormEvent, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { type FieldErrors, type Resolver, useForm, type UseFormReturn } from 'react-hook-form'

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
  type ContactFormOutput,
  type ContactFormValues,
  FORM_FIELD_ORDER,
  formSchemaFor,
  toRequestBody,
} from '../../../lib/contact-schema.ts'

const COPY = CONTACT.form

export const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  organization: '',
  campaign_type: '',
  message: '',
  prefer_phone: false,
  agree_privacy: false,
}

export type ContactFormStatus = 'idle' | 'sending' | 'sent'
export type ContactForm = UseFormReturn<ContactFormValues, unknown, ContactFormOutput>
type FieldName = keyof ContactFormValues

// Toasts are needed only after a submit: sonner loads in its own chunk (contact-toasts.tsx)
// once the visitor starts on the form (focus inside it) or submits, so a visitor who only
// reads the page never loads it (issue 22).
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
 * The contact form's state (SPEC 4, 5, 7, 8): validation with the schema the server uses,
 * sending once per click with an idempotency key kept until success, the 'Request sent'
 * state for SENT_STATE_MS, the toasts, and what the spam guard needs (fill time, trap). `job`:
 * the application form of that job (issue 37), checked with the application's schema.
 */
export function useContactForm(job?: string) {
  const form: ContactForm = useForm<ContactFormValues, unknown, ContactFormOutput>({
    // The values name their job in an application form: its schema has no campaign type.
    resolver: ((values, context, options) =>
      zodResolver(formSchemaFor(values))(values as never, context, options as never)) as Resolver<
      ContactFormValues,
      unknown,
      ContactFormOutput
    >,
    // No default values: each control's value is read from the page when it registers, so
    // what a visitor typed or ticked before the scripts arrived is kept through hydration.
    mode: 'onTouched',
    // Focus goes to the first invalid field in page order (onInvalid below).
    shouldFocusError: false,
  })
  const hydrated = useHydrated()
  const [status, setStatus] = useState<ContactFormStatus>('idle')
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

  async function notify(kind: 'success' | 'error', title: string, description: string) {
    setToasterWanted(true)
    const [{ toast }] = await Promise.all([loadToasts(), toasterReady.promise])
    if (kind === 'error') toast.error(title, { description })
    else toast(title, { description })
  }

  useEffect(() => () => clearTimeout(sentTimer.current), [])

  async function onValid(values: ContactFormOutput) {
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
      // An application form keeps its job for the next one.
      form.reset(job === undefined ? EMPTY : { ...EMPTY, job })
      if (honeypot.current) honeypot.current.value = ''
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
        for (const [field, message] of Object.entries(error.details)) {
          if (field in EMPTY) form.setError(field as FieldName, { message }, { shouldFocus: false })
        }
      }
      setStatus('idle')
    } finally {
      busy.current = false
    }
  }

  function onInvalid(invalid: FieldErrors<ContactFormValues>) {
    const first = FORM_FIELD_ORDER.find((name) => invalid[name])
    if (first) form.setFocus(first)
  }

  return {
    form,
    hydrated,
    status,
    honeypot,
    onToasterReady,
    toasterWanted,
    /** A visitor who starts on the form will want the toaster: it loads while they type. */
    onFocus: () => setToasterWanted(true),
    onSubmit: (event: FormEvent<HTMLFormElement>) => form.handleSubmit(onValid, onInvalid)(event),
  }
}
