import { describe, expect, test } from 'vitest'

import { createAttributionStore } from './attribution.ts'

const SITE = 'https://mandatwerk.example'

/** A visit that began with a full page load of `path`, then saw `pages` by client-side navigation. */
function visit(load: { path: string; referrer?: string }, ...pages: string[]) {
  const store = createAttributionStore({ href: `${SITE}${load.path}`, referrer: load.referrer ?? '' })
  store.record(new URL(`${SITE}${load.path}`).pathname)
  for (const page of pages) store.record(page)
  return store.body()
}

describe('which page brought the request', () => {
  test('a visit from a search engine that lands on a guide and goes on to the contact page', () => {
    expect(visit({ path: '/campaign-costs', referrer: 'https://www.google.com/' }, '/contact')).toEqual({
      landing_path: '/campaign-costs',
      previous_path: '/campaign-costs',
      referrer_host: 'www.google.com',
    })
  })

  test('the first page stays the first; the previous page is the one just before the contact page', () => {
    expect(visit({ path: '/' }, '/ratgeber', '/campaign-strategy', '/careers', '/contact')).toEqual({
      landing_path: '/',
      previous_path: '/careers',
    })
  })

  test('the same path again (a hash link, a search) is not a new page', () => {
    expect(visit({ path: '/campaign-guide' }, '/campaign-guide', '/contact', '/contact')).toEqual({
      landing_path: '/campaign-guide',
      previous_path: '/campaign-guide',
    })
  })

  test('UTM parameters of the landing address are kept, empty ones and other parameters are not', () => {
    expect(
      visit(
        { path: '/digital-campaigns?utm_source=newsletter&utm_medium=email&utm_campaign=&gclid=abc&utm_term=x' },
        '/contact',
      ),
    ).toEqual({
      landing_path: '/digital-campaigns',
      previous_path: '/digital-campaigns',
      utm_source: 'newsletter',
      utm_medium: 'email',
    })
  })

  test('UTM parameters of a later page do not count', () => {
    const store = createAttributionStore({ href: `${SITE}/`, referrer: '' })
    store.record('/')
    store.record('/contact')
    expect(store.body()).toEqual({ landing_path: '/', previous_path: '/' })
  })

  test('a full page load of the contact page from outside: only the referring host', () => {
    expect(visit({ path: '/contact', referrer: 'https://www.linkedin.com/feed/update/123?trk=x' })).toEqual({
      landing_path: '/contact',
      referrer_host: 'www.linkedin.com',
    })
  })

  test('a full page load from one of our own pages (a guide, Apply Now): that page is the first known and the previous one, with its UTM values', () => {
    expect(visit({ path: '/contact?utm_source=stale', referrer: `${SITE}/careers/` })).toEqual({
      landing_path: '/careers',
      previous_path: '/careers',
    })
    expect(
      visit({ path: '/contact', referrer: `${SITE}/campaign-costs?utm_source=newsletter&utm_campaign=herbst&ref=x` }),
    ).toEqual({
      landing_path: '/campaign-costs',
      previous_path: '/campaign-costs',
      utm_source: 'newsletter',
      utm_campaign: 'herbst',
    })
  })

  test('no referrer, or one that is no address: nothing but the page itself', () => {
    expect(visit({ path: '/contact' })).toEqual({ landing_path: '/contact' })
    expect(visit({ path: '/contact', referrer: 'not a url' })).toEqual({ landing_path: '/contact' })
  })

  test('before any page was recorded there is nothing to send', () => {
    expect(createAttributionStore({ href: `${SITE}/contact`, referrer: 'https://www.google.com/' }).body()).toEqual({})
  })

  test('paths are recorded without a trailing slash', () => {
    expect(visit({ path: '/careers/' }, '/contact/')).toEqual({ landing_path: '/careers', previous_path: '/careers' })
  })
})
