import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'

import type { EmailContent } from './email-content.ts'

/**
 * Frame of every email: brand line, content, company footer with the business details
 * § 35a GmbHG requires (app/content/email-footer.ts), all from the release's e-mail content
 * (app/emails/email-content.ts). Inline styles only, since many mail
 * clients drop <style> blocks; React escapes every value it renders.
 */
export const emailStyles = {
  heading: { fontSize: '22px', lineHeight: '30px', fontWeight: 700, margin: '0 0 16px', color: '#0b0b0c' },
  text: { fontSize: '15px', lineHeight: '24px', margin: '0 0 14px', color: '#1f2024' },
  muted: { fontSize: '13px', lineHeight: '20px', margin: '0 0 8px', color: '#5b5d63' },
  label: { fontSize: '13px', lineHeight: '20px', color: '#5b5d63', padding: '6px 16px 6px 0', verticalAlign: 'top' },
  value: { fontSize: '15px', lineHeight: '22px', color: '#0b0b0c', padding: '6px 0', verticalAlign: 'top' },
  link: { color: '#a00d25', textDecoration: 'underline' },
  hr: { borderColor: '#e5e5e5', margin: '24px 0' },
} as const

export function EmailLayout({
  lang,
  preview,
  siteUrl,
  content,
  children,
}: {
  lang: 'de' | 'en'
  preview: string
  siteUrl: string
  content: EmailContent
  children: ReactNode
}) {
  const { site } = content
  const { address } = site
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{ backgroundColor: '#f5f5f4', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' }}
      >
        <Container
          style={{ backgroundColor: '#ffffff', maxWidth: '600px', padding: '32px', borderTop: '4px solid #c8102e' }}
        >
          <Text
            style={{
              fontSize: '14px',
              fontWeight: 900,
              letterSpacing: '3px',
              textTransform: 'uppercase',
              margin: '0 0 24px',
            }}
          >
            {site.brand}
          </Text>
          {children}
          <Hr style={emailStyles.hr} />
          <Section>
            <Text style={emailStyles.muted}>
              {site.legalName} · {address.street} · {address.postalCode} {address.city}
              <br />
              {site.phone} ·{' '}
              <Link href={`mailto:${site.email}`} style={emailStyles.link}>
                {site.email}
              </Link>{' '}
              ·{' '}
              <Link href={new URL(siteUrl).origin} style={emailStyles.link}>
                {new URL(siteUrl).origin}
              </Link>
            </Text>
            <Text lang="de" style={emailStyles.muted}>
              {content.businessDetails}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

/** Line breaks of a message as <br />, so every client shows them (white-space is not honoured everywhere). */
export function MultilineText({ text }: { text: string }) {
  const lines = text.split(/\r\n|\r|\n/)
  return (
    <>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </>
  )
}

const BERLIN = 'Europe/Berlin'

/** "21. November 2026, 14:05 Uhr" – the consultancy's local time. */
export function formatReceivedDe(date: Date): string {
  const day = new Intl.DateTimeFormat('de-DE', { timeZone: BERLIN, dateStyle: 'long' }).format(date)
  const time = new Intl.DateTimeFormat('de-DE', { timeZone: BERLIN, hour: '2-digit', minute: '2-digit' }).format(date)
  return `${day}, ${time} Uhr`
}

/** "21 November 2026 at 14:05 (Berlin time)". */
export function formatReceivedEn(date: Date): string {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: BERLIN, dateStyle: 'long' }).format(date)
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: BERLIN, hour: '2-digit', minute: '2-digit' }).format(date)
  return `${day} at ${time} (Berlin time)`
}

/** Short reference both emails show, so a requester who calls can be found: the id's first 8 characters. */
export function requestReference(id: string): string {
  return id.slice(0, 8).toUpperCase()
}
