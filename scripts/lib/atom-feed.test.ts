// @vitest-environment jsdom
import { expect, test } from 'vitest'

import { campaignStrategy, GUIDES } from '../../app/content/guides/index.ts'
import type { GuidePage } from '../../app/content/guides/types.ts'
import { atomFeed } from './atom-feed.ts'

const ATOM = 'http://www.w3.org/2005/Atom'
const SITE = 'https://mandatwerk.example'
/** RFC 3339 date-time, as RFC 4287 section 3.3 requires for every date construct. */
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** Parses with jsdom's XML parser (saxes, namespace-aware); a well-formedness error throws. */
function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  const error = doc.getElementsByTagName('parsererror')[0]
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`)
  return doc
}

const children = (parent: Element, name: string) =>
  [...parent.children].filter((child) => child.namespaceURI === ATOM && child.localName === name)
const one = (parent: Element, name: string) => {
  const found = children(parent, name)
  expect(found, `exactly one atom:${name} in atom:${parent.localName}`).toHaveLength(1)
  return found[0]!
}
const isAbsoluteIri = (value: string) => /^[a-z][a-z\d+.-]*:/i.test(value) && URL.canParse(value)

/** The MUSTs of RFC 4287 for a feed document whose entries carry no author of their own. */
function expectValidAtom(doc: Document) {
  const feed = doc.documentElement
  expect([feed.namespaceURI, feed.localName]).toEqual([ATOM, 'feed'])
  // 4.1.1: exactly one id, title, updated; an author unless every entry has one; at most one alternate per type.
  expect(isAbsoluteIri(one(feed, 'id').textContent!)).toBe(true)
  expect(one(feed, 'title').textContent).not.toBe('')
  expect(one(feed, 'updated').textContent).toMatch(RFC_3339)
  const author = children(feed, 'author')
  expect(author.length).toBeGreaterThan(0)
  for (const person of author) expect(one(person, 'name').textContent).not.toBe('')
  const links = children(feed, 'link')
  // 4.1.1: a feed SHOULD have a self link; we require it.
  expect(links.filter((link) => link.getAttribute('rel') === 'self')).toHaveLength(1)
  for (const link of links) expect(isAbsoluteIri(link.getAttribute('href')!), link.outerHTML).toBe(true)
  const ids = new Set<string>()
  for (const entry of children(feed, 'entry')) {
    // 4.1.2: exactly one id, title, updated; a link rel=alternate unless there is content; a summary where content is not inline.
    const id = one(entry, 'id').textContent!
    expect(isAbsoluteIri(id)).toBe(true)
    expect(ids.has(id), `duplicate entry id ${id}`).toBe(false)
    ids.add(id)
    expect(one(entry, 'title').textContent).not.toBe('')
    expect(one(entry, 'updated').textContent).toMatch(RFC_3339)
    for (const published of children(entry, 'published')) expect(published.textContent).toMatch(RFC_3339)
    expect(
      children(entry, 'link').filter((link) => (link.getAttribute('rel') ?? 'alternate') === 'alternate'),
    ).toHaveLength(1)
    expect(one(entry, 'summary').textContent).not.toBe('')
  }
}

test('the feed is valid Atom 1.0 with one entry per guide', () => {
  const doc = parse(atomFeed(SITE, GUIDES))
  expectValidAtom(doc)
  const feed = doc.documentElement
  expect(feed.getAttribute('xml:lang')).toBe('de')
  expect(one(feed, 'id').textContent).toBe(`${SITE}/ratgeber/feed.xml`)
  expect(one(feed, 'title').textContent).toBe('Ratgeber Wahlkampf – Mandatwerk')
  expect(one(one(feed, 'author'), 'name').textContent).toBe('Mandatwerk GmbH')
  const links = children(feed, 'link').map((link) => [
    link.getAttribute('rel'),
    link.getAttribute('type'),
    link.getAttribute('href'),
  ])
  expect(links).toEqual([
    ['self', 'application/atom+xml', `${SITE}/ratgeber/feed.xml`],
    ['alternate', 'text/html', `${SITE}/ratgeber`],
  ])
  const newest = GUIDES.map((guide) => guide.dateModified)
    .sort()
    .at(-1)
  expect(one(feed, 'updated').textContent).toBe(`${newest}T00:00:00Z`)

  const entries = children(feed, 'entry')
  expect(entries).toHaveLength(GUIDES.length)
  for (const guide of GUIDES) {
    const entry = entries.find((candidate) => one(candidate, 'id').textContent === `${SITE}${guide.path}`)
    expect(entry, guide.path).toBeDefined()
    expect(one(entry!, 'title').textContent).toBe(guide.headline)
    expect(one(entry!, 'link').getAttribute('href')).toBe(`${SITE}${guide.path}`)
    expect(one(entry!, 'updated').textContent).toBe(`${guide.dateModified}T00:00:00Z`)
    expect(one(entry!, 'published').textContent).toBe(`${guide.datePublished}T00:00:00Z`)
    expect(one(entry!, 'summary').textContent).toBe(guide.teaser)
  }
})

test('text that looks like markup stays text, and a new guide is a new entry', () => {
  const tricky: GuidePage = {
    ...campaignStrategy,
    path: '/briefwahl',
    headline: 'Briefwahl & Co.: <Tipps> für „Ihre“ Kampagne',
    teaser: 'Erst "A" & dann <b>B</b>. Zweiter Satz.',
    dateModified: '2027-02-01',
  }
  const doc = parse(atomFeed(SITE, [...GUIDES, tricky]))
  expectValidAtom(doc)
  const entries = children(doc.documentElement, 'entry')
  expect(entries).toHaveLength(GUIDES.length + 1)
  // Newest revision first; the feed's updated follows it.
  expect(one(entries[0]!, 'title').textContent).toBe(tricky.headline)
  expect(one(entries[0]!, 'summary').textContent).toBe(tricky.teaser)
  expect(one(doc.documentElement, 'updated').textContent).toBe('2027-02-01T00:00:00Z')
})
