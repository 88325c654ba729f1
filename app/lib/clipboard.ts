/**
 * Copies text to the clipboard: the asynchronous Clipboard API first; when it is
 * missing (plain HTTP, older in-app browsers) or refuses, a hidden text area and the legacy
 * copy command. Resolves to whether the text was copied. Call it from a click handler: both
 * ways need the user's gesture.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text)
      return true
    } catch {
      // Denied or unsupported: the legacy path may still work.
    }
  }
  return legacyCopy(text)
}

/** Selects `text` in an off-screen text area and runs document.execCommand('copy'). */
export function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined') return false
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const area = document.createElement('textarea')
  area.value = text
  // Read-only keeps the phone keyboard closed; 16 px stops iOS zooming in; fixed avoids a scroll jump.
  area.readOnly = true
  area.tabIndex = -1
  area.setAttribute('aria-hidden', 'true')
  area.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;padding:0;border:0;opacity:0;font-size:16px'
  document.body.append(area)
  area.focus({ preventScroll: true })
  area.select()
  // iOS ignores select() on a read-only field but honours an explicit range.
  area.setSelectionRange(0, text.length)
  let copied = false
  try {
    copied = document.execCommand('copy')
  } catch {
    copied = false
  }
  area.remove()
  previousFocus?.focus({ preventScroll: true })
  return copied
}
