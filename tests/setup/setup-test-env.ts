import '@testing-library/jest-dom/vitest'

import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// A stray console.error is a bug the test did not expect: fail on it (as in epic-stack).
let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`)
  })
})
afterEach(() => {
  consoleError.mockRestore()
  // Testing Library unmounts automatically only with vitest globals; we keep them off.
  if (typeof document !== 'undefined') cleanup()
})
