/** The parts of a mouse event that say how the visitor clicked (React's and the DOM's events both have them). */
type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>

/**
 * True when the click is one the browser should handle itself: a button other than the primary
 * one (middle-click opens a tab), or a click with Ctrl or ⌘ (new tab), Shift (new window) or
 * Alt (Chrome downloads the link; macOS Safari too). Our own click handlers (smooth in-page
 * scrolling, the careers hero's tab switch, the navigation's scroll to top) step aside then.
 */
export function isModifiedClick(event: Click): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}
