/**
 * Runs after `react-router build`: images made from our own artwork (with a social card per
 * guide and for the hub), robots.txt and sitemap.xml from the route table, the guides' Atom
 * feed, security.txt from the site configuration, and brotli/gzip copies of every text file so
 * the server never compresses at request time. Its content is what the pages' build read
 * (build/content.json; package.json preloads ./content/from-build.ts, docs/decisions/047).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import sharp from 'sharp'

import { SECURITY_TXT } from '../app/config/site.ts'
import { FOUNDER_VCARD_PATH, founderVCard } from '../app/content/contact-card.ts'
import { GUIDE_HUB, GUIDES } from '../app/content/guides/index.ts'
import { loadedContent } from '../app/content/reader/loaded-content.ts'
import { emailContent } from '../app/emails/email-content.ts'
import { guideNames } from '../app/lib/guides.ts'
import { PAGES } from '../app/lib/pages.ts'
import { FEED_PATH, HUB_PATH, socialCardPath } from '../app/lib/paths.ts'
import { emailContentFile } from '../server/contact/email-content-file.ts'
import { pageNamesFile } from '../server/contact/page-names.ts'
import { SECURITY_TXT_PATH, securityTxt } from '../server/security-txt.ts'
import { holdScriptsUntilFirstPaint } from './lib/after-first-paint.ts'
import { atomFeed } from './lib/atom-feed.ts'
import { buildPageModules } from './lib/page-modules.ts'
import { siteUrlFromEnv } from './lib/site-url.ts'
import { socialCardPng } from './social-cards.ts'

const CLIENT = 'build/client'
const SITE_URL = siteUrlFromEnv()

async function images() {
  mkdirSync(join(CLIENT, 'og'), { recursive: true })
  // Social cards (1200×630); their SVGs draw text as outlines, so no font is needed here.
  const cards = { default: 'art/social-default.svg', 'campaign-tools': 'art/social-campaign-tools.svg' }
  for (const [name, source] of Object.entries(cards))
    await sharp(source)
      .png({ compressionLevel: 9, palette: true })
      .toFile(join(CLIENT, `og/${name}.png`))
  // One card per guide and one for the hub, with the page's title on the guide artwork.
  const titled = [
    ...GUIDES.map((guide) => ({ path: guide.path, kicker: guide.kicker, title: guide.headline })),
    { path: HUB_PATH, kicker: GUIDE_HUB.kicker, title: GUIDE_HUB.headline },
  ]
  for (const card of titled) writeFileSync(join(CLIENT, socialCardPath(card.path)), await socialCardPng(card))
  await sharp('art/mark.svg', { density: 400 }).resize(180, 180).png().toFile(join(CLIENT, 'apple-touch-icon.png'))
  // An .ico may hold a PNG image (Vista and later); one 32×32 entry is all browsers ask for.
  const png = await sharp('art/mark.svg', { density: 200 }).resize(32, 32).png().toBuffer()
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(32, 6) // width
  header.writeUInt8(32, 7) // height
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18) // offset of the image data
  writeFileSync(join(CLIENT, 'favicon.ico'), Buffer.concat([header, png]))
}

function feed() {
  mkdirSync(join(CLIENT, dirname(FEED_PATH)), { recursive: true })
  writeFileSync(join(CLIENT, FEED_PATH), atomFeed(SITE_URL, GUIDES))
}

/**
 * Beside build/client, never served: the guides' and the hub's names (for the desk and the CLI),
 * and what the server says in e-mails – company details, wording, page names – so that a
 * release's e-mails say what its pages say (app/emails/email-content.ts, docs/decisions/030).
 */
function serverData() {
  writeFileSync(pageNamesFile(CLIENT), `${JSON.stringify(guideNames(), null, 2)}\n`)
  // The jobs' titles by slug, as the ads show them: an application's e-mails name its job (docs/decisions/035).
  const { JOB_FORMS } = loadedContent(dirname(CLIENT))['virtual:content/jobs'].exports
  const jobs = Object.fromEntries(
    JOB_FORMS.map(({ slug, title }) => [slug, title] as const).sort(([a], [b]) => (a < b ? -1 : 1)),
  )
  writeFileSync(emailContentFile(CLIENT), `${JSON.stringify(emailContent(guideNames(), jobs), null, 2)}\n`)
}

function discovery() {
  const indexable = PAGES.filter((page) => page.indexable)
  writeFileSync(join(CLIENT, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`)
  const urls = indexable
    .map((page) => `  <url><loc>${SITE_URL}${page.path === '/' ? '/' : page.path}</loc></url>`)
    .join('\n')
  writeFileSync(
    join(CLIENT, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  )
  // Expires counts from this build: a site that is never rebuilt lets it lapse, on purpose
  // (someone has to confirm the contact still works); the server warns 30 days ahead.
  mkdirSync(join(CLIENT, '.well-known'), { recursive: true })
  // 'Kontakt speichern' on the contact cards links here (docs/decisions/032).
  writeFileSync(join(CLIENT, FOUNDER_VCARD_PATH), founderVCard(SITE_URL))
  writeFileSync(join(CLIENT, SECURITY_TXT_PATH), securityTxt(SECURITY_TXT, { siteUrl: SITE_URL, builtAt: new Date() }))
}

/** The pages that hydrate start their scripts after the first paint (lib/after-first-paint.ts). */
function holdScripts() {
  let pages = 0
  for (const file of walk(CLIENT).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8')
    const held = holdScriptsUntilFirstPaint(html)
    if (held === html) continue
    writeFileSync(file, held)
    pages++
  }
  return pages
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

function compress() {
  for (const file of walk(CLIENT)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue
    if (file.endsWith('.map')) {
      rmSync(file) // never shipped (tests/system/security.test.ts)
      continue
    }
    if (!/\.(html|js|css|json|txt|xml|svg|ico|webmanifest|data)$/.test(file)) continue
    const body = readFileSync(file)
    if (body.length < 512) continue
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  }
}

await images()
discovery()
feed()
serverData()
// Before the scripts are held: a page module's import is a module script like React Router's.
const withModules = await buildPageModules(CLIENT)
const held = holdScripts()
compress()
writeFileSync('build/.build-info.json', JSON.stringify({ siteUrl: SITE_URL, builtAt: new Date().toISOString() }))
console.log(
  `postbuild: page modules on ${withModules} pages, scripts after the first paint on ${held} pages, images (${GUIDES.length + 1} guide cards), robots.txt, the founder's vCard, sitemap.xml (${PAGES.filter((p) => p.indexable).length} URLs), security.txt, ${FEED_PATH} (${GUIDES.length} entries), page names and e-mail content for the server, compressed copies`,
)
