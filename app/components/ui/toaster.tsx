import { Toaster as Sonner, type ToasterProps } from 'sonner'

import { TOAST } from '../../lib/constants.ts'

type Props = {
  /** 'system' follows the visitor's light/dark setting live (the contact card); the site is light. */
  theme?: ToasterProps['theme']
  /** Accessible names of the toast region and the close buttons, in the page's language. */
  labels?: { region: string; close: string }
}

/**
 * The site's toasts: bottom-right, at most three at once, about four seconds.
 * Rendered by the pages that show toasts (contact form, contact card), not by the shell,
 * so the other pages do not ship sonner (about 10 KB gzip).
 */
export function Toaster({ theme = 'light', labels }: Props) {
  return (
    <Sonner
      position={TOAST.position}
      visibleToasts={TOAST.visible}
      duration={TOAST.durationMs}
      theme={theme}
      richColors
      closeButton
      containerAriaLabel={labels?.region}
      toastOptions={{ classNames: { toast: 'font-sans' }, closeButtonAriaLabel: labels?.close }}
    />
  )
}
