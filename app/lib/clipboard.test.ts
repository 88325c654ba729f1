// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { copyText } from './clipboard.ts'

let button: HTMLButtonElement

beforeEach(() => {
  button = document.createElement('button')
  button.textContent = 'Kopieren'
  document.body.append(button)
  button.focus()
})

afterEach(() => {
  button.remove()
  Reflect.deleteProperty(navigator, 'clipboard')
  Reflect.deleteProperty(document, 'execCommand')
})

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

/** Stands in for the browser's copy command: records what was selected when it ran. */
function stubExecCommand(result: boolean | Error) {
  const copied: string[] = []
  const execCommand = vi.fn((command: string) => {
    const area = document.activeElement as HTMLTextAreaElement
    copied.push(`${command}:${area.value.slice(area.selectionStart, area.selectionEnd)}`)
    if (result instanceof Error) throw result
    return result
  })
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
  return { execCommand, copied }
}

test('uses the asynchronous clipboard when it is there', async () => {
  const writeText = vi.fn(() => Promise.resolve())
  stubClipboard(writeText)
  const { execCommand } = stubExecCommand(true)
  expect(await copyText('+49 151 00000000')).toBe(true)
  expect(writeText).toHaveBeenCalledWith('+49 151 00000000')
  expect(execCommand).not.toHaveBeenCalled()
})

test('without the clipboard API it selects the text in a hidden text area and runs the copy command', async () => {
  const { copied } = stubExecCommand(true)
  expect(await copyText('jonas.weber@mandatwerk.example')).toBe(true)
  expect(copied).toEqual(['copy:jonas.weber@mandatwerk.example'])
  expect(document.querySelector('textarea')).toBeNull()
  expect(document.activeElement).toBe(button)
})

test('falls back to the copy command when the clipboard API refuses', async () => {
  stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')))
  const { copied } = stubExecCommand(true)
  expect(await copyText('https://mandatwerk.example')).toBe(true)
  expect(copied).toEqual(['copy:https://mandatwerk.example'])
})

test('reports failure when neither way copies, and cleans up', async () => {
  stubExecCommand(false)
  expect(await copyText('x')).toBe(false)
  stubExecCommand(new Error('not supported'))
  expect(await copyText('x')).toBe(false)
  expect(document.querySelector('textarea')).toBeNull()
  expect(document.activeElement).toBe(button)
})
