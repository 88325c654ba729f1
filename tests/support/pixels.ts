import type { Page } from '@playwright/test'
import sharp from 'sharp'

/**
 * What the screen shows, as pixels: for the assertions where nothing but the picture tells
 * (is the bar painted, is the phrase faded, is the confetti gone). Screenshots are taken at a
 * device pixel ratio of 1, so one pixel is one CSS pixel.
 */
export type Pixels = { width: number; height: number; data: Buffer }
export type Rgb = readonly [number, number, number]
export type Clip = { x: number; y: number; width: number; height: number }

/**
 * Pixels of the viewport, or of `clip` (CSS pixels, relative to the viewport). With
 * `settled`, running CSS transitions are first taken to their end.
 */
export async function screenPixels(page: Page, clip?: Clip, { settled = false } = {}): Promise<Pixels> {
  const png = await page.screenshot({
    ...(clip ? { clip: roundClip(clip) } : {}),
    ...(settled ? { animations: 'disabled' as const } : {}),
  })
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, data }
}

function roundClip(clip: Clip): Clip {
  const x = Math.floor(clip.x)
  const y = Math.floor(clip.y)
  return {
    x,
    y,
    width: Math.max(1, Math.ceil(clip.x + clip.width) - x),
    height: Math.max(1, Math.ceil(clip.y + clip.height) - y),
  }
}

export function pixel(pixels: Pixels, x: number, y: number): Rgb {
  const i = (y * pixels.width + x) * 4
  return [pixels.data[i]!, pixels.data[i + 1]!, pixels.data[i + 2]!]
}

/** How many pixels satisfy `test`. */
export function countPixels(pixels: Pixels, test: (rgb: Rgb) => boolean): number {
  let count = 0
  for (let y = 0; y < pixels.height; y++) for (let x = 0; x < pixels.width; x++) if (test(pixel(pixels, x, y))) count++
  return count
}

/** Pixels that differ by more than `tolerance` in any channel between two pictures of the same size. */
export function changedPixels(a: Pixels, b: Pixels, tolerance = 8): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('pictures of different sizes')
  let changed = 0
  for (let i = 0; i < a.data.length; i += 4) {
    if (
      Math.abs(a.data[i]! - b.data[i]!) > tolerance ||
      Math.abs(a.data[i + 1]! - b.data[i + 1]!) > tolerance ||
      Math.abs(a.data[i + 2]! - b.data[i + 2]!) > tolerance
    )
      changed++
  }
  return changed
}

/** Close to `colour` in every channel. */
export const near =
  (colour: Rgb, tolerance = 24) =>
  ([r, g, b]: Rgb) =>
    Math.abs(r - colour[0]) <= tolerance && Math.abs(g - colour[1]) <= tolerance && Math.abs(b - colour[2]) <= tolerance

/** Relative luminance, 0 (black) to 255 (white). */
export const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b

/** The site's brand red (#c8102e), as painted. */
export const BRAND_RED: Rgb = [200, 16, 46]
export const isBrandRed = near(BRAND_RED, 30)

/** Clearly red (a destructive toast's text, the brand red): red well above green and blue. */
export const isRed = ([r, g, b]: Rgb) => r > g + 80 && r > b + 80
/** Clearly green (the copy checkmark, a success toast's text). */
export const isGreen = ([r, g, b]: Rgb) => g > r + 40 && g > b + 20
