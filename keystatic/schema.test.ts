/**
 * What the editor shows for every field of keystatic.config.ts – labels, descriptions, length and
 * number limits, patterns, multiline flags, select options, defaults, item labels – one line per
 * field in keystatic/schema.expected.txt. A change to a field helper (keystatic/fields.ts) that
 * changes any form fails here, naming the field's path. A label or rule changed on purpose:
 * `UPDATE_SCHEMA=1 npx vitest run keystatic/schema.test.ts`, then review the file's diff.
 */
import { readFileSync, writeFileSync } from 'node:fs'

import type * as Keystatic from '@keystatic/core'
import type { ComponentSchema } from '@keystatic/core'
import { expect, test, vi } from 'vitest'

import config from '../keystatic.config.ts'

/**
 * Markdoc fields keep their toolbar options in a closure, and a slug field's form needs the browser
 * (slugify): what both are made with is recorded instead.
 */
const made = vi.hoisted(() => new Map<unknown, unknown>())
vi.mock('@keystatic/core', async (importOriginal) => {
  const real = await importOriginal<typeof Keystatic>()
  const record =
    <Args, Field>(make: (args: Args) => Field) =>
    (args: Args) => {
      const field = make(args)
      made.set(field, args)
      return field
    }
  const markdoc = Object.assign(record(real.fields.markdoc), { inline: record(real.fields.markdoc.inline) })
  return { ...real, fields: { ...real.fields, markdoc, slug: record(real.fields.slug) } }
})

const EXPECTED = new URL('./schema.expected.txt', import.meta.url)

/** What a field's form is given: the props its `Input` renders with (Keystatic keeps them in a closure). */
const SHOWN = ['label', 'description', 'min', 'max', 'multiline', 'pattern', 'validation', 'options', 'step', 'args']

const json = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RegExp) return String(item)
    if (item === Infinity) return 'Infinity'
    return typeof item === 'function' ? undefined : item
  })

type Schema = ComponentSchema & Record<string, unknown>
type Preview = Record<string, unknown>

/** An editor preview of a value, as an array's `itemLabel` receives it: text filled with its key, or empty. */
function preview(schema: Schema, key: string, filled: boolean): Preview {
  if (made.has(schema)) return { value: filled ? key : '' }
  if (schema.kind === 'form') {
    const shown = (schema.Input({} as never) as { props?: Preview } | null)?.props ?? {}
    return { value: 'options' in shown || !filled ? (schema.defaultValue as () => unknown)() : key }
  }
  if (schema.kind === 'object') {
    const entries = Object.entries(schema.fields as Record<string, Schema>)
    return { fields: Object.fromEntries(entries.map(([name, field]) => [name, preview(field, name, filled)])) }
  }
  return { elements: [] }
}

function itemLabels(schema: Schema): Record<string, string> {
  const label = schema.itemLabel as ((props: Preview) => string) | undefined
  if (!label) return {}
  const element = schema.element as Schema
  const samples: [string, Preview][] =
    element.kind === 'conditional'
      ? Object.entries(element.values as Record<string, Schema>).flatMap(([kind, value]) => [
          [`${kind} filled`, { discriminant: kind, value: preview(value, kind, true) }],
          [`${kind} empty`, { discriminant: kind, value: preview(value, kind, false) }],
        ])
      : [
          ['filled', preview(element, 'item', true)],
          ['empty', preview(element, 'item', false)],
        ]
  return Object.fromEntries(samples.map(([name, props]) => [name, label(props)]))
}

function describeSchema(schema: Schema, path: string, out: string[]) {
  const own = (keys: string[]) =>
    Object.fromEntries(keys.filter((key) => key in schema).map((key) => [key, schema[key]]))
  if (made.has(schema)) {
    out.push(`${path} ${schema.kind} ${json(made.get(schema))}`)
  } else if (schema.kind === 'form') {
    const shown = (schema.Input({} as never) as { props?: Preview } | null)?.props ?? {}
    const form = Object.fromEntries(SHOWN.filter((key) => key in shown).map((key) => [key, shown[key]]))
    out.push(
      `${path} form ${json({ label: schema.label, ...form, default: (schema.defaultValue as () => unknown)() })}`,
    )
  } else if (schema.kind === 'object') {
    out.push(`${path} object ${json(own(['label', 'description', 'layout']))}`)
    for (const [key, field] of Object.entries(schema.fields as Record<string, Schema>)) {
      describeSchema(field, `${path}.${key}`, out)
    }
  } else if (schema.kind === 'array') {
    // Keystatic reads a missing bound as none: `{}`, `{ length: { min: 0 } }` and no validation are one rule.
    const length = (schema.validation as { length?: { min?: number; max?: number } } | undefined)?.length
    const validation = { length: { min: length?.min ?? 0, max: length?.max ?? Infinity } }
    const shown = own(['label', 'description', 'asChildTag', 'slugField'])
    out.push(`${path} array ${json({ ...shown, validation, itemLabels: itemLabels(schema) })}`)
    describeSchema(schema.element as Schema, `${path}[]`, out)
  } else if (schema.kind === 'conditional') {
    describeSchema(schema.discriminant as Schema, `${path}?`, out)
    for (const [key, value] of Object.entries(schema.values as Record<string, Schema>)) {
      describeSchema(value, `${path}=${key}`, out)
    }
  } else {
    out.push(`${path} ${schema.kind} ${json(own(['options']))}`)
  }
}

test('every field of the editor has the label, description and limits it had', () => {
  expect(made.size).toBeGreaterThan(0)

  const out: string[] = []
  const areas = { ...config.collections, ...config.singletons } as Record<string, Record<string, unknown>>
  for (const [name, area] of Object.entries(areas)) {
    out.push(`${name} area ${json(Object.fromEntries(Object.entries(area).filter(([key]) => key !== 'schema')))}`)
    for (const [key, field] of Object.entries(area.schema as Record<string, Schema>)) {
      describeSchema(field, `${name}.${key}`, out)
    }
  }
  const actual = `${out.join('\n')}\n`
  if (process.env.UPDATE_SCHEMA) writeFileSync(EXPECTED, actual)
  expect(actual.split('\n')).toEqual(readFileSync(EXPECTED, 'utf8').split('\n'))
})
