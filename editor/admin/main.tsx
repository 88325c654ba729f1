/**
 * Keystatic's admin page (the editor's forms, from keystatic.config.ts), built ahead of time by
 * `npm run editor:build` and served by the editor (editor/app.ts). Its font comes from the
 * @fontsource/inter package, not from Google (editor/vite.config.ts removes that link).
 */
import '@fontsource/inter/400.css'
import '@fontsource/inter/500.css'
import '@fontsource/inter/600.css'
import '@fontsource/inter/700.css'

import { Keystatic } from '@keystatic/core/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import config from '../../keystatic.config.ts'

// Keystatic types its component for any config (Config<any, any>), which a concrete one does not
// satisfy under strict variance; the value is the same object the reader checks against.
const anyConfig = config as unknown as Parameters<typeof Keystatic>[0]['config']

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Keystatic config={anyConfig} />
  </StrictMode>,
)
