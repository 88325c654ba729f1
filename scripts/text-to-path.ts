/**
 * Prints SVG path data for a line of text, for authoring the artwork in art/:
 *   npx node scripts/text-to-path.ts "Campaign Tools" 96 [font.ttf]   (the project's Node 24)
 *
 * Why: the social cards are rendered by sharp (librsvg), which draws SVG <text> only with
 * fonts installed on the machine, and a fresh CI machine may have none. Text in art/ is
 * therefore stored as outlines. The default font is Liberation Sans Bold (SIL OFL, Debian
 * package fonts-liberation), metric-compatible with Arial; only this authoring step needs it.
 *
 * A minimal TrueType reader: cmap format 4, hmtx advances, simple glyf outlines (no
 * composite glyphs, no kerning), which covers the Latin letters, digits and punctuation we use.
 */
import { readFileSync } from 'node:fs'

const [text, sizeArg = '64', fontPath = '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf'] =
  process.argv.slice(2)
if (!text) {
  console.error('usage: node scripts/text-to-path.ts "text" [font-size-px] [font.ttf]')
  process.exit(1)
}

const font = readFileSync(fontPath)
const tables = new Map<string, number>()
for (let i = 0, n = font.readUInt16BE(4); i < n; i++) {
  const record = 12 + i * 16
  tables.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8))
}
const table = (tag: string) => {
  const offset = tables.get(tag)
  if (offset === undefined) throw new Error(`font has no ${tag} table`)
  return offset
}

const head = table('head')
const unitsPerEm = font.readUInt16BE(head + 18)
const longLoca = font.readInt16BE(head + 50) === 1
const numberOfHMetrics = font.readUInt16BE(table('hhea') + 34)

function glyphIndex(codePoint: number): number {
  const cmap = table('cmap')
  for (let i = 0, n = font.readUInt16BE(cmap + 2); i < n; i++) {
    const platform = font.readUInt16BE(cmap + 4 + i * 8)
    const encoding = font.readUInt16BE(cmap + 6 + i * 8)
    const sub = cmap + font.readUInt32BE(cmap + 8 + i * 8)
    if (platform !== 3 || encoding !== 1 || font.readUInt16BE(sub) !== 4) continue
    const segments = font.readUInt16BE(sub + 6) / 2
    const ends = sub + 14
    const starts = ends + segments * 2 + 2
    const deltas = starts + segments * 2
    const rangeOffsets = deltas + segments * 2
    for (let s = 0; s < segments; s++) {
      if (codePoint > font.readUInt16BE(ends + s * 2)) continue
      const start = font.readUInt16BE(starts + s * 2)
      if (codePoint < start) return 0
      const delta = font.readInt16BE(deltas + s * 2)
      const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2)
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff
      const glyph = font.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (codePoint - start) * 2)
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff
    }
  }
  throw new Error('font has no Unicode BMP cmap')
}

function advance(glyph: number): number {
  return font.readUInt16BE(table('hmtx') + Math.min(glyph, numberOfHMetrics - 1) * 4)
}

type Point = { x: number; y: number; on: boolean }

function contours(glyph: number): Point[][] {
  const loca = table('loca')
  const start = longLoca ? font.readUInt32BE(loca + glyph * 4) : font.readUInt16BE(loca + glyph * 2) * 2
  const end = longLoca ? font.readUInt32BE(loca + glyph * 4 + 4) : font.readUInt16BE(loca + glyph * 2 + 2) * 2
  if (start === end) return [] // a space
  let p = table('glyf') + start
  const count = font.readInt16BE(p)
  if (count < 0) throw new Error(`glyph ${glyph} is composite; not supported`)
  p += 10
  const endPoints = Array.from({ length: count }, (_, i) => font.readUInt16BE(p + i * 2))
  p += count * 2
  p += 2 + font.readUInt16BE(p) // instructions
  const total = (endPoints.at(-1) ?? -1) + 1
  const flags: number[] = []
  while (flags.length < total) {
    const flag = font[p++]!
    flags.push(flag)
    if (flag & 8) for (let r = font[p++]!; r > 0; r--) flags.push(flag)
  }
  const coords = (shortBit: number, sameBit: number) => {
    let value = 0
    return flags.map((flag) => {
      if (flag & shortBit) {
        const d = font[p++]!
        value += flag & sameBit ? d : -d
      } else if (!(flag & sameBit)) {
        value += font.readInt16BE(p)
        p += 2
      }
      return value
    })
  }
  const xs = coords(2, 16)
  const ys = coords(4, 32)
  const points = flags.map((flag, i) => ({ x: xs[i]!, y: ys[i]!, on: (flag & 1) === 1 }))
  return endPoints.map((last, i) => points.slice(i === 0 ? 0 : endPoints[i - 1]! + 1, last + 1))
}

/** Quadratic TrueType contour → SVG path commands; two off-curve points imply an on-curve midpoint. */
function contourPath(points: Point[], map: (p: { x: number; y: number }) => string): string {
  const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, on: true })
  const firstOn = points.findIndex((pt) => pt.on)
  const ring =
    firstOn === -1 ? [mid(points[0]!, points[1]!), ...points] : [...points.slice(firstOn), ...points.slice(0, firstOn)]
  let d = `M${map(ring[0]!)}`
  for (let i = 1; i <= ring.length; i++) {
    const pt = ring[i % ring.length]!
    if (pt.on) {
      d += `L${map(pt)}`
      continue
    }
    const next = ring[(i + 1) % ring.length]!
    const to = next.on ? next : mid(pt, next)
    d += `Q${map(pt)} ${map(to)}`
    if (next.on) i++
  }
  return `${d}Z`
}

const size = Number(sizeArg)
const scale = size / unitsPerEm
const round = (n: number) => Math.round(n * 10) / 10
let penX = 0
let d = ''
for (const char of text) {
  const glyph = glyphIndex(char.codePointAt(0)!)
  const origin = penX
  for (const contour of contours(glyph))
    d += contourPath(contour, ({ x, y }) => `${round(origin + x * scale)} ${round(-y * scale)}`)
  penX += advance(glyph) * scale
}
// Baseline at y = 0; place it with transform="translate(x y)".
console.log(JSON.stringify({ width: round(penX), d }))
