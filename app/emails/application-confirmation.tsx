import { Heading, Hr, Section, Text } from '@react-email/components'

import type { ContactEmailProps } from './contact-notification.tsx'
import { jobTitle } from './contact-notification.tsx'
import type { EmailContent } from './email-content.ts'
import { EmailLayout, emailStyles, formatReceivedDe, formatReceivedEn, requestReference } from './email-layout.tsx'

export const applicationConfirmationSubject = (content: EmailContent) => content.application.confirmation.subject

/**
 * To an applicant (docs/decisions/035): the confirmation of an application, German first, then English,
 * like the request's (app/emails/contact-confirmation.tsx). It repeats only the job's title,
 * never free text from the form, and says where the CV goes (the form takes no files).
 */
export function ApplicationConfirmationEmail({ request, siteUrl, content }: ContactEmailProps) {
  const COPY = content.application.confirmation
  const reference = requestReference(request.id)
  const job = jobTitle(request.job ?? '', content)
  const parts = [
    { lang: 'de' as const, copy: COPY.de, received: formatReceivedDe(request.createdAt) },
    { lang: 'en' as const, copy: COPY.en, received: formatReceivedEn(request.createdAt) },
  ]
  return (
    <EmailLayout lang="de" preview={COPY.preview} siteUrl={siteUrl} content={content}>
      {parts.map(({ lang, copy, received }) => (
        <Section key={lang} lang={lang}>
          {lang === 'en' && (
            <>
              <Hr style={emailStyles.hr} />
              <Text style={{ ...emailStyles.muted, textTransform: 'uppercase', letterSpacing: '2px' }}>
                {content.confirmation.en.separator}
              </Text>
            </>
          )}
          <Heading as={lang === 'de' ? 'h1' : 'h2'} style={emailStyles.heading}>
            {copy.heading}
          </Heading>
          <Text style={emailStyles.text}>
            {lang === 'de' ? content.confirmation.de.greeting : content.confirmation.en.greeting}
          </Text>
          {copy.body.map((paragraph) => (
            <Text key={paragraph} style={emailStyles.text}>
              {paragraph.replace('{received}', received)}
            </Text>
          ))}
          <Text style={emailStyles.text}>
            {copy.summary.job}: <span lang="de">{job}</span>
            <br />
            {lang === 'de'
              ? content.confirmation.de.summary.reference
              : content.confirmation.en.summary.reference}: {reference}
          </Text>
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
