/**
 * Enough MIME to read our own emails back: the SMTP sink's messages and the .eml files the
 * server writes without SMTP_URL (tests/support/e2e-outbox.ts).
 */

/** Header names in lower case, values unfolded and decoded; the text and HTML parts. */
export type ParsedMail = {
  headers: Record<string, string>
  text: string
  html: string
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
  }
  return headers
}

function decodeBody(body: string, encoding = ''): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/** Enough MIME for our own messages: headers, and the text and HTML parts of multipart/alternative. */
export function parseMail(raw: string): ParsedMail {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = parseHeaders(raw.slice(0, split))
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1]
  let text = ''
  let html = ''
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [body]
  for (const part of parts) {
    const at = part.replace(/^\r?\n/, '').search(/\r?\n\r?\n/)
    const trimmed = part.replace(/^\r?\n/, '')
    const partHeaders = boundary ? parseHeaders(trimmed.slice(0, at)) : headers
    const content = decodeBody(
      boundary
        ? trimmed
            .slice(at)
            .replace(/^\r?\n\r?\n/, '')
            .replace(/\r?\n$/, '')
        : body,
      partHeaders['content-transfer-encoding'],
    )
    // SMTP carries CRLF; compare with what the templates wrote.
    if (partHeaders['content-type']?.startsWith('text/html')) html = content.replace(/\r\n/g, '\n')
    else if (partHeaders['content-type']?.startsWith('text/plain')) text = content.replace(/\r\n/g, '\n')
  }
  return { headers, text, html }
}
