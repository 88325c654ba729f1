/**
 * Fills the placeholders of the content files ({Marke}, {Hosting}, …; keystatic/faq.ts lists
 * them for the editor) with the values of the configuration, at build time only. A placeholder
 * the site does not know fails the build, naming the file and the field.
 */
import type { PLACEHOLDERS } from '../../keystatic/faq.ts'
import { EXTERNAL, OPERATOR, SITE, SOFTWARE } from '../config/site.ts'
import { RESPONSE_PROMISE } from './contact.ts'
import { ContentError, type ContentProblem } from './reader/read-content.ts'

/** What "hosted … " says where the tools page makes the claim: the country, and the agreement if there is one. */
const HOSTED = `on servers in ${SOFTWARE.hosting.serverLocation}${
  SOFTWARE.dataProcessingAgreement ? ', with a data-processing agreement under Art. 28 GDPR' : ''
}`

const VALUES: Record<keyof typeof PLACEHOLDERS, string> = {
  '{Marke}': SITE.brand,
  '{Assistent}': EXTERNAL.sisterAi.name,
  '{Serverstandort}': SOFTWARE.hosting.serverLocation,
  '{Hosting}': HOSTED,
  '{Antwortzeit}': RESPONSE_PROMISE,
  '{Tage-IP-Adresse}': String(OPERATOR.retention.ipAddressDays),
}

/** A placeholder is a capitalised word in braces; `{tag}` (filled in by the page) is not one. */
const PLACEHOLDER = /\{[A-ZÄÖÜ][^{}]*\}/g

/** `value` with every placeholder filled; throws ContentError naming `file` and each field with an unknown one. */
export function fillPlaceholders<T>(file: string, value: T): T {
  const problems: ContentProblem[] = []
  const fill = (item: unknown, path: string): unknown => {
    if (typeof item === 'string') {
      return item.replace(PLACEHOLDER, (name) => {
        if (name in VALUES) return VALUES[name as keyof typeof VALUES]
        problems.push({
          file,
          message: `${path}: unbekannter Platzhalter ${name} (erlaubt: ${Object.keys(VALUES).join(', ')})`,
        })
        return name
      })
    }
    if (Array.isArray(item)) return item.map((element, index) => fill(element, `${path}.${index}`))
    if (item && typeof item === 'object') {
      return Object.fromEntries(
        Object.entries(item).map(([key, element]) => [key, fill(element, path ? `${path}.${key}` : key)]),
      )
    }
    return item
  }
  const filled = fill(value, '')
  if (problems.length > 0) throw new ContentError(problems)
  return filled as T
}
