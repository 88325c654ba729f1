import { Toaster as Sonner } from 'sonner'
import { TOAST } from '../../lib/constants.ts'

/** The site's toasts (SPEC 9): bottom-right, at most three at once, about four seconds. */
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
