/**
 * The staff read German only (docs/decisions/039): a content file that breaks the schema is reported in the
 * editor's words – which form, which entry, which field by its label, what is wrong – e.g.
 * „Stellenanzeige „x“: Feld „Remote möglich“ muss angehakt oder leer sein“. Keystatic's own
 * English line, with the file path, stays beside it for the operator (ContentError).
 */
import keystaticConfig from '../../../keystatic.config.ts'

const config = keystaticConfig

/** A collection's entries by their singular name (the editor shows the plural as the list's title). */
const ENTRY_NAME: Record<string, string> = { jobs: 'Stellenanzeige', tools: 'Tool', guides: 'Ratgeber' }

/** Keystatic's English messages (their label part removed) → German. `$1` is the number in them. */
const MESSAGES: [RegExp, string][] = [
  [/^Must be a boolean$/, 'muss angehakt oder leer sein'],
  [/^Must be (?:a )?string$/, 'muss ein Text sein'],
  [/^Must be a number$|must be a number$/, 'muss eine Zahl sein'],
  [/must be a whole number$/, 'muss eine ganze Zahl sein'],
  [/^Must be a valid option$/, 'muss einer der angebotenen Werte sein'],
  [/^Must be an array(?: of strings)?$/, 'muss eine Liste sein'],
  [/must not be empty$|is required$/, 'darf nicht leer sein'],
  [/must be at least (\d+) characters long$/, 'muss mindestens $1 Zeichen lang sein'],
  [/must be no longer than (\d+) characters$/, 'darf höchstens $1 Zeichen lang sein'],
  [/must be at least ([\d.]+)$/, 'muss mindestens $1 sein'],
  [/must be at most ([\d.]+)$/, 'darf höchstens $1 sein'],
  [/^Must have at least (\d+) elements?$/, 'braucht mindestens $1 Einträge'],
  [/^Must have at most (\d+) elements?\}?$/, 'darf höchstens $1 Einträge haben'],
  [/is not a valid URL$/, 'muss eine gültige Adresse (URL) sein'],
  [/must not start or end with spaces$/, 'darf nicht mit Leerzeichen beginnen oder enden'],
]

type SchemaNode = {
  kind?: string
  label?: string
  fields?: Record<string, SchemaNode>
  element?: SchemaNode
}

/** The form ("Stellenanzeige „x“", "Startseite") and its fields of a content file, from the schema. */
function formOf(file: string): { name: string; schema: Record<string, SchemaNode> } | null {
  for (const [key, collection] of Object.entries(config.collections)) {
    const dir = collection.path!.replace(/\/\*+$/, '')
    if (file.startsWith(`${dir}/`)) {
      const slug = file.slice(dir.length + 1).replace(/\/index\.\w+$|\.\w+$/, '')
      const entry = ENTRY_NAME[key] ?? collection.label
      return { name: `${entry} „${slug}“`, schema: collection.schema as Record<string, SchemaNode> }
    }
  }
  for (const singleton of Object.values(config.singletons)) {
    if (file.replace(/\.\w+$/, '') === singleton.path!.replace(/\/$/, '')) {
      return { name: `„${singleton.label}“`, schema: singleton.schema as Record<string, SchemaNode> }
    }
  }
  return null
}

/** The label of the deepest field the path (`remote`, `benefits.0`, `faq.2.answer`) reaches in the schema. */
function fieldLabel(schema: Record<string, SchemaNode>, path: string): string | undefined {
  let label: string | undefined
  let node: SchemaNode | undefined = { kind: 'object', fields: schema }
  for (const part of path.split('.')) {
    if (node?.kind === 'array' && /^\d+$/.test(part)) {
      // A list's entry: "Das bieten wir, Eintrag 1" says more than its element's "Zeile".
      label = `${node.label ?? label}, Eintrag ${Number(part) + 1}`
      node = node.element
      continue
    }
    node = node?.kind === 'object' ? node.fields?.[part] : undefined
    if (node?.label) label = node.label
  }
  return label
}

/** One of Keystatic's field lines (`remote: Must be a boolean`) as a German sentence, or null. */
function germanLine(form: NonNullable<ReturnType<typeof formOf>>, line: string): string | null {
  const match = /^([\w.]+): (.*)$/.exec(line)
  if (!match) return null
  const [, path = '', text = ''] = match
  const label = fieldLabel(form.schema, path) ?? path
  // Keystatic puts the label before some messages; only the part the pattern matched is translated.
  const found = MESSAGES.map(([pattern, german]) => ({ match: pattern.exec(text), pattern, german })).find((m) => m.match)
  // Our own schema's pattern messages are German already.
  const what = found
    ? found.match![0].replace(found.pattern, found.german).replace(/(\d)\.(\d)/g, '$1,$2')
    : text
  return `${form.name}: Feld „${label}“ ${what}`
}

/**
 * The German sentences for one problem's message (Keystatic's field lines, joined by '; '), or
 * null when the file is no form's or a line is not a field's.
 */
export function germanProblem(file: string, message: string): string | null {
  const form = formOf(file)
  if (!form) return null
  const lines = message.split(/; (?=[\w.]+: )/).map((line) => germanLine(form, line))
  return lines.every(Boolean) ? lines.join('; ') : null
}
