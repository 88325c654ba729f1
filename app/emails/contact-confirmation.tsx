import { Heading, Hr, Section, Text } from '@react-email/components'

import { campaignTypeLabel } from '../lib/contact-schema.ts'
import type { ContactEmailProps } from './contact-notification.tsx'
import type { EmailContent } from './email-content.ts'
import { EmailLayout, emailStyles, formatReceivedDe, formatReceivedEn, requestReference } from './email-layout.tsx'

export const confirmationSubject = (content: EmailContent) => content.confirmation.subject

/**
 * To the requester: the confirmation the success toast promises. German first, then
 * English (reasons in app/content/contact-emails.ts). It repeats only fixed choices, never
 * free text from the form.
 */
export function ContactConfirmationEmail({ request, siteUrl, content }: ContactEmailProps) {
  const COPY = content.confirmation
  const reference = requestReference(request.id)
  const parts = [
    {
      lang: 'de' as const,
      copy: COPY.de,
      received: formatReceivedDe(request.createdAt),
      campaign: request.campaign_type ? content.campaignTypes[request.campaign_type] : '–',
    },
    {
      lang: 'en' as const,
      copy: COPY.en,
      received: formatReceivedEn(request.createdAt),
      campaign: request.campaign_type ? campaignTypeLabel(request.campaign_type) : '–',
    },
  ]
  return (
    <EmailLayout lang="de" preview={COPY.preview} siteUrl={siteUrl} content={content}>
      {parts.map(({ lang, copy, received, campaign }) => (
        <Section key={lang} lang={lang}>
          {lang === 'en' && (
            <>
              <Hr style={emailStyles.hr} />
              <Text style={{ ...emailStyles.muted, textTransform: 'uppercase', letterSpacing: '2px' }}>
                {COPY.en.separator}
              </Text>
            </>
          )}
          <Heading as={lang === 'de' ? 'h1' : 'h2'} style={emailStyles.heading}>
            {copy.heading}
          </Heading>
          <Text style={emailStyles.text}>{copy.greeting}</Text>
          {copy.body.map((paragraph) => (
            <Text key={paragraph} style={emailStyles.text}>
              {paragraph.replace('{received}', received).replace('{byPhone}', request.prefer_phone ? copy.byPhone : '')}
            </Text>
          ))}
          <Text style={emailStyles.text}>
            {copy.summary.campaign}: {campaign}
            <br />
            {copy.summary.reference}: {reference}
          </Text>
          <Text style={emailStyles.text}>{copy.urgent}</Text>
          <Text style={emailStyles.text}>
            {copy.signoff[0]}
            <br />
            {copy.signoff[1]}
          </Text>
        </Section>
      ))}
      <Text style={emailStyles.muted}>{COPY.notYou}</Text>
    </EmailLayout>
  )
}
