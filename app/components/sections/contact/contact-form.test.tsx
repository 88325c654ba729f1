// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { fakeMatchMedia } from '../../../../tests/setup/browser-fakes.ts'
import { ContactForm } from './contact-form.tsx'

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

beforeEach(() => {
  fakeMatchMedia(1280)
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
  // jsdom has no ResizeObserver (Radix parts of the page measure themselves).
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

function setup({ fakeTimers = false } = {}) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {})
  render(<ContactForm />)
  return user
}

const ROLES = {
  Name: 'textbox',
  Email: 'textbox',
  Phone: 'textbox',
  'Campaign type': 'combobox',
  'Your request': 'textbox',
} as const
const field = (label: keyof typeof ROLES) => screen.getByRole(ROLES[label], { name: new RegExp(`^${label}`) })

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Anna Schmidt')
  await user.type(field('Email'), 'anna@example.org')
  await user.selectOptions(field('Campaign type'), 'State Election')
  await user.type(field('Your request'), 'We need help with the state election.')
  await user.click(screen.getByRole('checkbox', { name: /I explicitly consent to the processing/ }))
}

describe('contact form', () => {
  test('an empty submit shows every required message, marks the fields invalid and focuses the first', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    const expected = {
      Name: 'Name must be at least 2 characters long',
      Email: 'Invalid email address',
      'Campaign type': 'Please select a campaign type',
      'Your request': 'Message must be at least 10 characters long',
    } as const
    for (const [label, message] of Object.entries(expected)) {
      const control = field(label as keyof typeof expected)
      // The visible * is hidden from screen readers; they hear "required" from aria-required.
      expect(control).toHaveAccessibleName(label)
      expect(control).toHaveAttribute('aria-required', 'true')
      expect(control).toHaveAttribute('aria-invalid', 'true')
      expect(control).toHaveAccessibleDescription(message)
    }
    const consent = screen.getByRole('checkbox', { name: /I explicitly consent to the processing/ })
    expect(consent).toHaveAttribute('aria-invalid', 'true')
    expect(consent).toHaveAccessibleDescription(
      'Please tick the box to consent to the processing of political opinions',
    )
    expect(field('Name')).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('the first invalid field in page order gets the focus; a short phone number has its message', async () => {
    const user = setup()
    await fillValid(user)
    await user.clear(field('Email'))
    await user.type(field('Email'), 'anna@')
    await user.type(field('Phone'), '123')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(field('Email')).toHaveFocus()
    expect(field('Phone')).toHaveAccessibleDescription('Phone number must be at least 5 characters long')
    expect(field('Name')).not.toHaveAttribute('aria-invalid')
  })

  test('sending, then sent with the form reset and the toast, then idle again after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let answer!: (response: Response) => void
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const user = setup({ fakeTimers: true })
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send request' }))

    const sending = screen.getByRole('button', { name: 'Sending...' })
    expect(sending).toBeDisabled()
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({
      name: 'Anna Schmidt',
      email: 'anna@example.org',
      campaign_type: 'state',
      message: 'We need help with the state election.',
      prefer_phone: false,
    })

    await act(async () => answer(Response.json({ id: 'r-1' }, { status: 201 })))
    expect(screen.getByRole('button', { name: 'Request sent' })).toBeDisabled()
    expect(field('Name')).toHaveValue('')
    expect(screen.getByRole('checkbox', { name: /I explicitly consent/ })).not.toBeChecked()
    const toast = await screen.findByText('Request sent!')
    expect(within(toast.closest('li')!).getByText(/We'll get back to you within 24 hours/)).toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(4900))
    expect(screen.getByRole('button', { name: 'Request sent' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled()
  })

  test('a refusal shows the server message, logs the error, keeps the input; the retry reuses the key', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'Too many requests from your address.' }, { status: 429 }))
    fetchMock.mockResolvedValueOnce(Response.json({ id: 'r-2' }, { status: 201 }))
    const user = setup()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send request' }))

    expect(await screen.findByText('Error sending')).toBeInTheDocument()
    expect(screen.getByText('Too many requests from your address.')).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith('Contact request failed:', expect.any(Error))
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled()
    expect(field('Name')).toHaveValue('Anna Schmidt')

    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await screen.findByRole('button', { name: 'Request sent' })
    const keys = fetchMock.mock.calls.map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key'])
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
  })

  test('without a server message the fallback text is shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const user = setup()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText('An error occurred. Please try again later.')).toBeInTheDocument()
  })
})
