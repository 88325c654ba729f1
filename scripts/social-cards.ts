/**
 * Social cards (1200×630) of the guides and their hub: the page's kicker and title drawn on
 * the site's artwork (art/social-guide.svg), rendered to PNG by scripts/postbuild.ts.
 *
 * The text becomes outlines here, at build time, like the hand-made cards' text in art/
 * (scripts/text-to-path.ts): sharp renders SVG <text> only with fonts installed on the
 * machine, and a fresh CI machine may have none. The font is the site's own Inter, from the
 * @fontsource/inter package (a static ExtraBold cut: fontkit cannot set the weight of the
 * variable file the site ships).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { create, type Font } from 'fontkit'
import sharp from 'sharp'

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

const TEMPLATE = 'art/social-guide.svg'
const require = createRequire(import.meta.url)

function loadFont(file: string): Font {
  const font = create(readFileSync(require.resolve(`@fontsource/inter/files/${file}`)))
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`)
  return font
}

const TITLE_FONT = loadFont('inter-latin-800-normal.woff2')
const KICKER_FONT = loadFont('inter-latin-700-normal.woff2')

/** The text block: left edge, widest line, and the baseline of the title's last line. */
const LEFT = 96
const MAX_WIDTH = CARD_WIDTH - 2 * LEFT
const LAST_BASELINE = 548
/** Title sizes tried from large to small: the largest that fits in `MAX_LINES` below the wordmark wins. */
const TITLE_SIZES = [112, 96, 84, 76, 70, 64, 58, 54]
const MAX_LINES = 4
const KICKER_SIZE = 26
/** The kicker's baseline stays below the wordmark (which ends at y = 134). */
const TOP_BASELINE = 180

function width(font: Font, text: string, size: number): number {
  return (font.layout(text).advanceWidth / font.unitsPerEm) * size
}

/**
 * Greedy line breaking at spaces. A dash never starts a line ('kostet –' stays together), as
 * on the pages (app/lib/typography.ts).
 */
export function breakLines(font: Font, text: string, size: number, maxWidth = MAX_WIDTH): string[] {
  const words = text.split(/\s+/).reduce<string[]>((result, word) => {
    if (/^[–—-]$/.test(word) && result.length) result[result.length - 1] += ` ${word}`
    else result.push(word)
    return result
  }, [])
  const lines: string[] = []
  for (const word of words) {
    const candidate = lines.length ? `${lines.at(-1)} ${word}` : word
    if (lines.length && width(font, candidate, size) <= maxWidth) lines[lines.length - 1] = candidate
    else lines.push(word)
  }
  return lines
}

/** One line of text as SVG path data, its baseline at (x, y). */
function linePath(font: Font, text: string, size: number, x: number, y: number, tracking = 0): string {
  const scale = size / font.unitsPerEm
  const run = font.layout(text)
  let pen = 0
  return run.glyphs
    .map((glyph, index) => {
      const position = run.positions[index]!
      const d = glyph.path
        .scale(scale, -scale)
        .translate(x + (pen + position.xOffset) * scale, y - position.yOffset * scale)
        .toSVG()
      pen += position.xAdvance + tracking * font.unitsPerEm
      return d
    })
    .join('')
}

export type CardText = {
  /** Small overline above the title, set in capitals, e.g. 'Leitfaden Wahlkampfkosten'. */
  kicker: string
  /** The page's title (its h1). */
  title: string
}

/** The card as SVG: artwork, kicker in the site's light red, title in white, a red rule under it. */
export function socialCardSvg({ kicker, title }: CardText): string {
  const layout = (size: number) => {
    const lines = breakLines(TITLE_FONT, title, size)
    const lineHeight = Math.round(size * 1.12)
    const firstBaseline = LAST_BASELINE - (lines.length - 1) * lineHeight
    return { size, lines, lineHeight, firstBaseline, kickerBaseline: firstBaseline - size - 22 }
  }
  const fitting = TITLE_SIZES.map(layout).find(
    (candidate) => candidate.lines.length <= MAX_LINES && candidate.kickerBaseline >= TOP_BASELINE,
  )
  if (!fitting) throw new Error(`"${title}" does not fit on a social card in ${MAX_LINES} lines; shorten it`)
  const { size, lines, lineHeight, firstBaseline, kickerBaseline } = fitting
  const titlePaths = lines.map((line, index) =>
    linePath(TITLE_FONT, line, size, LEFT, firstBaseline + index * lineHeight),
  )
  const text = [
    `<path fill="#ff6b7d" d="${linePath(KICKER_FONT, kicker.toLocaleUpperCase('de-DE'), KICKER_SIZE, LEFT, kickerBaseline, 0.14)}"/>`,
    `<path fill="#fff" d="${titlePaths.join('')}"/>`,
    `<rect x="${LEFT}" y="${LAST_BASELINE + 30}" width="96" height="8" rx="4" fill="#c8102e"/>`,
  ].join('\n  ')
  const template = readFileSync(TEMPLATE, 'utf8')
  if (!template.includes('<!-- TEXT -->')) throw new Error(`${TEMPLATE} has no <!-- TEXT --> marker`)
  return template.replace('<!-- TEXT -->', text)
}

/** The card as PNG, ready for `og:image`. */
export async function socialCardPng(text: CardText): Promise<Buffer> {
  return sharp(Buffer.from(socialCardSvg(text)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
}
