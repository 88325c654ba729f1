import { type RefObject } from 'react'

import { APPLICATION } from '../../../content/application.ts'
import type { JobForm } from '../../../content/careers.ts'
import { CONTACT } from '../../../content/contact.ts'
import { CONTACT_MAX, FORM_TOKEN_FIELD, FORM_TOKEN_ID, FORM_TRAP_FIELD, JOB_FIELD } from '../../../lib/contact-rules.ts'
import { Checkbox } from '../../ui/checkbox.tsx'
import { controlClass, FieldError, FieldLabel } from '../../ui/field.tsx'
import type { ContactFormErrors } from './use-contact-form.ts'

const COPY = CONTACT.form
const FIELDS = COPY.fields

const TRAP_ID = FORM_TRAP_FIELD

type FieldName = keyof ContactFormErrors

/**
 * The form's controls in page order, each with its label and its message. With a `job`,
 * the application form's (docs/decisions/035): no organisation, no campaign type, the job in a hidden field,
 * the message asking for what the ad asks, and the applicants' consent.
 */
export function ContactFormFields({
  errors,
  honeypot,
  job,
}: {
  errors: ContactFormErrors
  honeypot: RefObject<HTMLInputElement | null>
  job?: JobForm | undefined
}) {
  const consent = job ? APPLICATION.form.consent : COPY.consent

  /** ARIA wiring of one control: invalid state and the message it is described by. */
  const a11y = (name: FieldName, required = false) => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    ...(required ? { 'aria-required': true } : {}),
  })
  const error = (name: FieldName) => <FieldError id={`contact-${name}-error`}>{errors[name]}</FieldError>
  const label = (name: keyof typeof FIELDS) => (
    <FieldLabel htmlFor={`contact-${name}`} required={FIELDS[name].required} requiredMark={COPY.requiredMark}>
      {FIELDS[name].label}
    </FieldLabel>
  )

  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          {label('name')}
          <input
            name="name"
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
            name="email"
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
            name="phone"
            {...a11y('phone')}
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_MAX.phone}
            placeholder={FIELDS.phone.placeholder}
            className={`${controlClass} mt-2 h-12`}
          />
          {error('phone')}
        </div>
        {!job && (
          <div>
            {label('organization')}
            <input
              name="organization"
              {...a11y('organization')}
              type="text"
              autoComplete="organization"
              maxLength={CONTACT_MAX.organization}
              placeholder={FIELDS.organization.placeholder}
              className={`${controlClass} mt-2 h-12`}
            />
            {error('organization')}
          </div>
        )}
      </div>

      {job ? (
        <input type="hidden" name={JOB_FIELD} id={`contact-${JOB_FIELD}`} defaultValue={job.slug} />
      ) : (
        <div>
          {label('campaign_type')}
          <select name="campaign_type" {...a11y('campaign_type', true)} className={`${controlClass} mt-2 h-12`}>
            <option value="">{FIELDS.campaign_type.placeholder}</option>
            {COPY.campaignTypeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {error('campaign_type')}
        </div>
      )}

      <div>
        {job ? (
          <>
            <FieldLabel htmlFor="contact-message" required requiredMark={COPY.requiredMark}>
              {APPLICATION.form.messageLabel}
            </FieldLabel>
            {/* What the ad asks for, in the ad's language; then how the CV reaches us. */}
            <p id="contact-message-hint" className="mt-1.5 text-sm leading-relaxed text-muted">
              <span lang="de">{job.prompt}</span> {APPLICATION.form.documents}
            </p>
          </>
        ) : (
          label('message')
        )}
        <textarea
          name="message"
          {...a11y('message', true)}
          {...(job
            ? {
                'aria-describedby': [errors.message ? 'contact-message-error' : '', 'contact-message-hint']
                  .filter(Boolean)
                  .join(' '),
              }
            : {})}
          rows={5}
          maxLength={CONTACT_MAX.message}
          placeholder={job ? APPLICATION.form.messagePlaceholder : FIELDS.message.placeholder}
          className={`${controlClass} mt-2 resize-y py-3 leading-relaxed`}
        />
        {error('message')}
      </div>

      <div className="flex items-start gap-3">
        <Checkbox name="prefer_phone" id="contact-prefer_phone" className="mt-0.5" />
        <label htmlFor="contact-prefer_phone" className="text-sm leading-relaxed">
          {COPY.preferPhoneLabel}
        </label>
      </div>

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
      {/* Filled by the server when it serves the page: the fill time and the retry key of a post
          without JavaScript (docs/decisions/031). The script sends its own, as headers. */}
      <input type="hidden" name={FORM_TOKEN_FIELD} id={FORM_TOKEN_ID} defaultValue="" />

      <div>
        <div className="flex items-start gap-3">
          <Checkbox name="agree_privacy" {...a11y('agree_privacy', true)} className="mt-0.5" />
          <label htmlFor="contact-agree_privacy" className="text-sm leading-relaxed">
            {consent.before}
            {/* A new tab, so reading the policy never throws away what was typed. */}
            <a
              href={consent.href}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-dark underline underline-offset-2"
            >
              {consent.linkText}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {consent.after}
            <span aria-hidden="true" className="ml-0.5 text-brand">
              {COPY.requiredMark}
            </span>
          </label>
        </div>
        {error('agree_privacy')}
      </div>
    </>
  )
}
