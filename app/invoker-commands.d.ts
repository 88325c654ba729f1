import 'react'

/**
 * Invoker commands (HTML; Chromium 135, Firefox 144, Safari 26.2): a button opens or closes a
 * `<dialog>` without a script. React renders them as plain attributes; its types lack them.
 */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameter must match React's declaration
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close'
    commandfor?: string
  }
}
