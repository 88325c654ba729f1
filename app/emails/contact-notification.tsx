import { Heading, Link, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'

import type { Attribution } from '../lib/attribution.ts'
import type { ContactRequest } from '../lib/contact-schema.ts'
import { attributionLine } from './attribution-line.ts'
import type { EmailContent } from './email-content.ts'
import { EmailLayout, emailStyles, formatReceivedDe, MultilineText, requestReference } from './email-layout.tsx'

export type ContactEmailProps = {
  request: ContactRequest & {
    id: string
    createdAt: Date
    /** Set when the requester got no confirmation because a limit was reached. */
    confirmationSkipped?: 'recipient-limit' | 'hourly-limit' | null
    /** Which pages brought the request (docs/decisions/017); the notification shows it in one line. */
    attribution?: Attribution
  }
  /** Public origin of the site, for the footer link. */
  siteUrl: string
  /** Company details, wording and page names of the release being served (app/emails/email-content.ts). */
  content: EmailContent
  /** The server's confirmation caps (its settings), for the note on a skipped confirmation. */
  confirmationLimits: { perRecipient: number; perDomain: number; perHour: number }
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)

/** Control characters (CR/LF above all) become spaces: a header value is one line. */
const oneLine = (value: string) =>
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()

/**
 * The schema already refuses line breaks in the name; this keeps the subject one header
 * line even for a row that did not pass through it (server/contact/compose-email.test.ts).
 */
export function notificationSubject(request: ContactRequest, content: EmailContent): string {
  if (request.job !== undefined) {
    return fill(content.application.notification.subject, {
      name: oneLine(request.name),
      job: oneLine(jobTitle(request.job, content)),
    })
  }
  return fill(content.notification.subject, {
    name: oneLine(request.name),
    campaign: campaignName(request, content),
  })
}

/** A job's title as the release names it; its slug when the release no longer has it. */
export function jobTitle(slug: string, content: EmailContent): string {
  return content.jobs[slug] ?? slug
}

/** A consultation's campaign type in German (an application has none). */
function campaignName(request: ContactRequest, content: EmailContent): string {
  return request.campaign_type ? content.campaignTypes[request.campaign_type] : content.notification.notGiven
}

/**
 * To the consultancy's inbox: every field of the request. Reply-To is the requester
 * (set by the mailer), so answering is one click.
 */
/** The note on a skipped confirmation, with the caps' numbers and the requester's domain. */
export function confirmationSkippedNote(
  reason: 'recipient-limit' | 'hourly-limit',
  email: string,
  limits: ContactEmailProps['confirmationLimits'],
  notes: EmailContent['confirmationSkipped'],
): string {
  const key = reason === 'recipient-limit' && limits.perDomain === 0 ? 'recipient-limit-no-domain-cap' : reason
  return fill(notes[key], {
    perRecipient: String(limits.perRecipient),
    perDomain: String(limits.perDomain),
    perHour: String(limits.perHour),
    domain: email.slice(email.lastIndexOf('@') + 1),
  })
}

export function ContactNotificationEmail({ request, siteUrl, content, confirmationLimits }: ContactEmailProps) {
  const COPY = content.notification
  const L = COPY.labels
  // An application (docs/decisions/035): its own heading and intro, the job in place of the campaign type.
  const APPLICATION = request.job !== undefined ? content.application.notification : null
  const rows: [string, ReactNode][] = [
    [L.name, request.name],
    [
      L.email,
      <Link key="email" href={`mailto:${request.email}`} style={emailStyles.link}>
        {request.email}
      </Link>,
    ],
    [L.phone, request.phone || COPY.notGiven],
    // The application form asks for no organisation: its row only when an application names one.
    ...(APPLICATION && !request.organization
      ? []
      : [[L.organization, request.organization || COPY.notGiven] as [string, ReactNode]]),
    APPLICATION
      ? [APPLICATION.job, jobTitle(request.job!, content)]
      : [L.campaign_type, campaignName(request, content)],
    [L.prefer_phone, request.prefer_phone ? COPY.yes : COPY.no],
    [L.received, formatReceivedDe(request.createdAt)],
    [content.attribution.label, attributionLine(request.attribution, content.pageNames, content.attribution)],
    [L.reference, `${requestReference(request.id)} (${request.id})`],
    ...(request.confirmationSkipped
      ? [
          [
            content.confirmationSkipped.label,
            confirmationSkippedNote(
              request.confirmationSkipped,
              request.email,
              confirmationLimits,
              content.confirmationSkipped,
            ),
          ] as [string, ReactNode],
        ]
      : []),
  ]
  const hours = String(content.site.responseHours)
  return (
    <EmailLayout
      lang="de"
      preview={APPLICATION ? APPLICATION.preview : fill(COPY.preview, { hours })}
      siteUrl={siteUrl}
      content={content}
    >
      <Heading as="h1" style={emailStyles.heading}>
        {APPLICATION ? APPLICATION.heading : COPY.heading}
      </Heading>
      <Text style={emailStyles.text}>{APPLICATION ? APPLICATION.intro : COPY.intro}</Text>
      <Section>
        <table
          role="presentation"
          data-text-format="dataTable"
          cellPadding={0}
          cellSpacing={0}
          style={{ borderCollapse: 'collapse', width: '100%' }}
        >
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <td style={{ ...emailStyles.label, width: '140px' }}>{label}:</td>
                <td style={emailStyles.value}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Heading as="h2" style={{ ...emailStyles.heading, fontSize: '17px', margin: '24px 0 8px' }}>
        {L.message}
      </Heading>
      <Text style={{ ...emailStyles.text, backgroundColor: '#f5f5f4', padding: '16px' }}>
        <MultilineText text={request.message} />
      </Text>
      <Text style={emailStyles.muted}>{APPLICATION ? APPLICATION.replyHint : fill(COPY.replyHint, { hours })}</Text>
      <Text style={emailStyles.muted}>{fill(COPY.footer, { site: new URL(siteUrl).host, id: request.id })}</Text>
    </EmailLayout>
  )
}
