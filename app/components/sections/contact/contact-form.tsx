import { zodResolver } from '@hookform/resolvers/zod'
import { Check, LoaderCircle, Send } from 'lucide-react'
import { Suspense, lazy, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form'
import { CONTACT } from '../../../content/contact.ts'
import { attribution } from '../../../lib/attribution.ts'
import {
  ContactRequestError,
  ContactTimeoutError,
  UnexpectedAnswerError,
  createIdempotencyKeys,
  sendContactRequest,
} from '../../../lib/contact-client.ts'
import {
  CONTACT_MAX,
  type ContactFormOutput,
  ContactFormSchema,
  type ContactFormValues,
  FORM_FIELD_ORDER,
  toRequestBody,
} from '../../../lib/contact-schema.ts'
import { Button } from '../../ui/button.tsx'
import { Checkbox } from '../../ui/checkbox.tsx'
import { FieldError, FieldLabel, controlClass } from '../../ui/field.tsx'

const COPY = CONTACT.form
const FIELDS = COPY.fields

/** SPEC 4 and 9: the 'Request sent' state lasts this long, then the form is idle again. */
export const SENT_STATE_MS = 5000

/**
 * The spam trap's `name` and `id`: nothing browser autofill or a password manager
 * recognises (not "website", "url", "name", "email" …), so they never fill it for a person.
 */
const TRAP_ID = 'contact-hp-c7'

const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  organization: '',
  campaign_type: '',
  message: '',
  prefer_phone: false,
  agree_privacy: false,
}

type Status = 'idle' | 'sending' | 'sent'
type FieldName = keyof ContactFormValues

// Toasts are needed only after a submit: sonner loads in its own chunk (contact-toasts.tsx)
// once the visitor starts on the form (focus inside it) or submits, so a visitor who only
// reads the page never loads it (issue 22).
const loadToasts = () => import('./contact-toasts.tsx')
const ContactToaster = lazy(() => loadToasts().then((module) => ({ default: module.ContactToaster })))

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
 * The contact request form (SPEC 2.4, 3, 4, 5, 7, 8), with its toaster. Validation runs in the browser with
 * the schema the server uses; the submit button waits for hydration, so a visitor never
 * posts the form natively (which would put personal data in a URL or reach no handler).
 */
export function ContactForm() {
  const form = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: zodResolver(ContactFormSchema) as unknown as Resolver<ContactFormValues, unknown, ContactFormOutput>,
    defaultValues: EMPTY,
    mode: 'onTouched',
    // Focus goes to the first invalid field in page order (onInvalid below).
    shouldFocusError: false,
  })
  const { errors } = form.formState
  const hydrated = useHydrated()
  const [status, setStatus] = useState<Status>('idle')
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
      form.reset(EMPTY)
      if (honeypot.current) honeypot.current.value = ''
      setStatus('sent')
      void notify('success', COPY.toasts.success.title, COPY.toasts.success.description)
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

  /** ARIA wiring of one control: invalid state and the message it is described by. */
  const a11y = (name: FieldName, required = false) => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    ...(required ? { 'aria-required': true } : {}),
  })
  const error = (name: FieldName) => <FieldError id={`contact-${name}-error`}>{errors[name]?.message}</FieldError>
  const label = (name: keyof typeof FIELDS) => (
    <FieldLabel htmlFor={`contact-${name}`} required={FIELDS[name].required} requiredMark={COPY.requiredMark}>
      {FIELDS[name].label}
    </FieldLabel>
  )

  return (
    <>
      <form
        noValidate
        method="post"
        aria-labelledby="contact-form-heading"
        onSubmit={(event) => form.handleSubmit(onValid, onInvalid)(event)}
        // A visitor who starts on the form will want the toaster: it loads while they type.
        onFocus={() => setToasterWanted(true)}
        className="space-y-6"
      >
        <div>
          <h2 id="contact-form-heading" className="text-2xl font-black tracking-tight md:text-3xl">
            {COPY.heading}
          </h2>
          <p className="mt-3 leading-relaxed text-muted">{COPY.intro}</p>
          <p className="mt-2 text-sm text-muted">{COPY.requiredNote}</p>
        </div>

        <div className="grid gap-6 md:grid-cols-2">
          <div>
            {label('name')}
            <input
              {...form.register('name')}
              {...a11y('name', true)}
              type="text"
              autoComplete="name"
              maxLength={CONTACT_MAX.name}
              placeholder={FIELDS.name.placeholder}
              className={`${controlClass} mt-2 h-12`}
            />
            {error('name')}
          </div>
          <div>
            {label('email')}
            <input
              {...form.register('email')}
              {...a11y('email', true)}
              type="email"
              autoComplete="email"
              spellCheck={false}
              maxLength={CONTACT_MAX.email}
              placeholder={FIELDS.email.placeholder}
              className={`${controlClass} mt-2 h-12`}
            />
            {error('email')}
          </div>
          <div>
            {label('phone')}
            <input
              {...form.register('phone')}
              {...a11y('phone')}
              type="tel"
              autoComplete="tel"
              maxLength={CONTACT_MAX.phone}
              placeholder={FIELDS.phone.placeholder}
              className={`${controlClass} mt-2 h-12`}
            />
            {error('phone')}
          </div>
          <div>
            {label('organization')}
            <input
              {...form.register('organization')}
              {...a11y('organization')}
              type="text"
              autoComplete="organization"
              maxLength={CONTACT_MAX.organization}
              placeholder={FIELDS.organization.placeholder}
              className={`${controlClass} mt-2 h-12`}
            />
            {error('organization')}
          </div>
        </div>

        <div>
          {label('campaign_type')}
          <select
            {...form.register('campaign_type')}
            {...a11y('campaign_type', true)}
            className={`${controlClass} mt-2 h-12`}
          >
            <option value="">{FIELDS.campaign_type.placeholder}</option>
            {COPY.campaignTypeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {error('campaign_type')}
        </div>

        <div>
          {label('message')}
          <textarea
            {...form.register('message')}
            {...a11y('message', true)}
            rows={5}
            maxLength={CONTACT_MAX.message}
            placeholder={FIELDS.message.placeholder}
            className={`${controlClass} mt-2 resize-y py-3 leading-relaxed`}
          />
          {error('message')}
        </div>

        <Controller
          control={form.control}
          name="prefer_phone"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Checkbox
                ref={field.ref}
                id="contact-prefer_phone"
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                className="mt-0.5"
              />
              <label htmlFor="contact-prefer_phone" className="text-sm leading-relaxed">
                {COPY.preferPhoneLabel}
              </label>
            </div>
          )}
        />

        {/* Spam trap (sent as the field `website` when filled): off-screen and out of the tab order, so
            people never fill it in, many bots do. Autofill and password managers are told to
            leave it alone (autocomplete off, their ignore attributes, a name they don't know). */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={TRAP_ID}>{COPY.honeypotLabel}</label>
          <input
            ref={honeypot}
            id={TRAP_ID}
            name={TRAP_ID}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            data-1p-ignore=""
            data-lpignore="true"
            data-bwignore=""
            data-form-type="other"
          />
        </div>

        <Controller
          control={form.control}
          name="agree_privacy"
          render={({ field }) => (
            <div>
              <div className="flex items-start gap-3">
                <Checkbox
                  ref={field.ref}
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  {...a11y('agree_privacy', true)}
                  className="mt-0.5"
                />
                <label htmlFor="contact-agree_privacy" className="text-sm leading-relaxed">
                  {COPY.consent.before}
                  {/* A new tab, so reading the policy never throws away what was typed. */}
                  <a
                    href={COPY.consent.href}
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-brand-dark underline underline-offset-2"
                  >
                    {COPY.consent.linkText}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                  {COPY.consent.after}
                  <span aria-hidden="true" className="ml-0.5 text-brand">
                    {COPY.requiredMark}
                  </span>
                </label>
              </div>
              {error('agree_privacy')}
            </div>
          )}
        />

        <Button type="submit" size="lg" disabled={!hydrated || status !== 'idle'} className="w-full sm:w-auto">
          {status === 'sending' ? (
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : status === 'sent' ? (
            <Check aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {COPY.submit[status]}
        </Button>
      </form>
      {/* The form's toasts (SPEC 8); rendered in the browser only, once wanted, so the prerendered HTML has none. */}
      {hydrated && toasterWanted && (
        <Suspense fallback={null}>
          <ContactToaster onReady={onToasterReady} />
        </Suspense>
      )}
    </>
  )
}
