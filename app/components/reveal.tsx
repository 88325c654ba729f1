import { type ComponentPropsWithoutRef, type CSSProperties, type ElementType, useEffect, useRef } from 'react'

import { prefersReducedMotion } from '../hooks/use-reduced-motion.ts'
import { REVEAL } from '../lib/constants.ts'

type RevealProps<T extends ElementType> = {
  as?: T
  /** Position in a list; each step delays the reveal by the stagger (app/lib/constants.ts). */
  index?: number
} & ComponentPropsWithoutRef<T>

/**
 * Fades and slides content up once, when at least 10 % of it is in view.
 *
 * The prerendered HTML shows everything: only after hydration are elements that are still
 * below the fold hidden, so there is no flash, no layout shift, nothing hidden without
 * JavaScript, and the largest paint never waits for a script. Reduced motion: nothing moves.
 */
export function Reveal<T extends ElementType = 'div'>({ as, index = 0, style, ...props }: RevealProps<T>) {
  const ref = useRef<HTMLElement>(null)
  const Component: ElementType = as ?? 'div'

  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    if (prefersReducedMotion()) return
    // The observer's first report says where the element is without forcing a layout
    // (a getBoundingClientRect per element here cost tens of milliseconds on long pages).
    let first = true
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]
        if (!entry) return
        if (first) {
          first = false
          // Only what starts below the fold is hidden; what the visitor already sees stays.
          if (entry.isIntersecting || entry.boundingClientRect.top < window.innerHeight) {
            observer.disconnect()
            return
          }
          el.dataset.reveal = 'hidden'
          return
        }
        if (entry.isIntersecting) {
          el.dataset.reveal = 'shown'
          observer.disconnect()
        }
      },
      { threshold: REVEAL.threshold, rootMargin: REVEAL.rootMargin },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  const timing = {
    '--reveal-duration': `${REVEAL.durationS}s`,
    '--reveal-delay': `${(index * REVEAL.staggerS).toFixed(2)}s`,
    '--reveal-offset': `${REVEAL.offsetPx}px`,
    ...style,
  } as CSSProperties
  // `data-reveal-on-scroll` names it for the home page's script, which does the same without React
  // (sections/home/script/scroll.ts).
  return <Component ref={ref} data-reveal-on-scroll="" style={timing} {...props} />
}
