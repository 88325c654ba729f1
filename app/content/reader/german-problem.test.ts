/**
 * The editor's publish errors name, in German, the form and the field the staff see,
 * and keep the file and Keystatic's words for the operator.
 */
import { expect, test } from 'vitest'

import { germanProblem } from './german-problem.ts'
import { ContentError } from './read-content.ts'

test('a job posting’s checkbox: the form, the entry, the field’s label and what to do', () => {
  expect(germanProblem('content/jobs/x.yaml', 'remote: Must be a boolean')).toBe(
    'Stellenanzeige „x“: Feld „Remote möglich“ muss angehakt oder leer sein',
  )
})

test('a length, a number with its label in Keystatic’s message, and a list entry', () => {
  expect(germanProblem('content/jobs/x.yaml', 'location: Arbeitsort must be at least 2 characters long')).toBe(
    'Stellenanzeige „x“: Feld „Arbeitsort“ muss mindestens 2 Zeichen lang sein',
  )
  expect(germanProblem('content/internship.yaml', 'hourlyPayEur: Stundenlohn (€ brutto) must be at least 14.6')).toMatch(
    /: Feld „Stundenlohn \(€ brutto\)“ muss mindestens 14,6 sein$/,
  )
  expect(germanProblem('content/jobs/x.yaml', 'benefits.0: Zeile must be at least 3 characters long')).toBe(
    'Stellenanzeige „x“: Feld „Das bieten wir, Eintrag 1“ muss mindestens 3 Zeichen lang sein',
  )
})

test('the error the publish shows: German first, the file and Keystatic’s line kept for the operator', () => {
  const { message } = new ContentError([{ file: 'content/jobs/x.yaml', message: 'remote: Must be a boolean' }])
  expect(message).toContain('Stellenanzeige „x“: Feld „Remote möglich“ muss angehakt oder leer sein.')
  expect(message).toContain('(content/jobs/x.yaml: remote: Must be a boolean)')
  expect(message).not.toMatch(/Content does not match/)
})

test('a file that is no form’s keeps Keystatic’s line only', () => {
  expect(germanProblem('content/unknown.yaml', 'x: Must be a boolean')).toBeNull()
  expect(new ContentError([{ file: 'content/unknown.yaml', message: 'x: Must be a boolean' }]).message).toContain(
    '  content/unknown.yaml: x: Must be a boolean',
  )
})
