import { useEffect } from 'react'

import { Toaster } from '../../ui/toaster.tsx'

export { toast } from 'sonner'

/**
 * The contact form's toaster, in its own chunk together with sonner's `toast` (about 10 KB
 * gzip): the form loads it after hydration, so it never delays the page. `onReady` fires
 * once it is mounted and can show toasts.
 */
export function ContactToaster({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady])
  return <Toaster />
}
