import { Toaster as Sonner } from 'sonner'
import { TOAST } from '../../lib/constants.ts'

/**
 * The site's toasts (SPEC 9): bottom-right, at most three at once, about four seconds.
 * Rendered by the pages that show toasts (contact form, contact card), not by the shell,
 * so the other pages do not ship sonner (about 10 KB gzip).
 */
export function Toaster() {
  return (
    <Sonner
      position={TOAST.position}
      visibleToasts={TOAST.visible}
      duration={TOAST.durationMs}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  )
}
