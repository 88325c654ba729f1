// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'

import { SITE } from '../config/site.ts'
import { ProseText } from './prose-text.tsx'

test('e-mail addresses become mailto links, without the full stop after them', () => {
  render(<ProseText text={`Schreiben Sie an ${SITE.email}.`} />)
  expect(screen.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`)
})

test('international phone numbers become tel links with only digits and the plus', () => {
  render(<ProseText text={`Telefon: ${SITE.phone}`} />)
  expect(screen.getByRole('link', { name: SITE.phone })).toHaveAttribute('href', SITE.phoneHref)
})

test('plain text stays plain', () => {
  const { container } = render(<ProseText text="Registernummer: HRB 000000 B, USt-ID DE000000000" />)
  expect(container.querySelectorAll('a, mark')).toHaveLength(0)
  expect(container).toHaveTextContent('Registernummer: HRB 000000 B, USt-ID DE000000000')
})

test('https addresses become links to a new tab, without the bracket or full stop after them', () => {
  const url = 'https://legal.linkedin.com/pages-joint-controller-addendum'
  render(<ProseText text={`Die Vereinbarung: ${url} (LinkedIn).`} />)
  const link = screen.getByRole('link', { name: /pages-joint-controller-addendum ?\(öffnet in neuem Tab\)$/ })
  expect(link).toHaveAttribute('href', url)
  expect(link).toHaveAttribute('target', '_blank')
})

test('a bare „https://“ in running text stays text', () => {
  const { container } = render(<ProseText text="erkennbar an „https://“ in der Adresszeile" />)
  expect(container.querySelectorAll('a')).toHaveLength(0)
})
