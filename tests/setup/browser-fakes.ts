/** Controllable stand-ins for browser APIs jsdom lacks (matchMedia, IntersectionObserver). */

export function fakeMatchMedia(initialWidth: number, { reducedMotion = false } = {}) {
  let width = initialWidth
  const lists = new Set<{ query: string; listeners: Set<() => void> }>()
  const evaluate = (query: string) => {
    if (query.includes('prefers-reduced-motion')) return reducedMotion
    const max = /max-width:\s*(\d+)px/.exec(query)
    return max ? width <= Number(max[1]) : false
  }
  window.matchMedia = ((query: string) => {
    const entry = { query, listeners: new Set<() => void>() }
    lists.add(entry)
    return {
      get matches() {
        return evaluate(query)
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
    } as unknown as MediaQueryList
  }) as typeof window.matchMedia
  return {
    resize(next: number) {
      width = next
      lists.forEach((entry) => entry.listeners.forEach((listener) => listener()))
    },
  }
}

export function fakeIntersectionObserver() {
  const observers: {
    callback: IntersectionObserverCallback
    options?: IntersectionObserverInit
    targets: Element[]
  }[] = []
  class FakeObserver {
    targets: Element[] = []
    callback: IntersectionObserverCallback
    options?: IntersectionObserverInit
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.callback = callback
      this.options = options
      observers.push(this)
    }
    observe(target: Element) {
      this.targets.push(target)
    }
    disconnect() {
      this.targets = []
    }
    unobserve() {}
    takeRecords() {
      return []
    }
  }
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
  const report = (target: Element, isIntersecting: boolean, top: number) => {
    for (const observer of observers) {
      if (observer.targets.includes(target)) {
        const entry = { target, isIntersecting, boundingClientRect: { top } as DOMRectReadOnly }
        observer.callback([entry as IntersectionObserverEntry], observer as unknown as IntersectionObserver)
      }
    }
  }
  return {
    observers,
    /** The observer's first report: the element starts below the fold. */
    startBelowFold: (target: Element) => report(target, false, window.innerHeight + 200),
    /** The observer's first report: the element starts in view. */
    startInView: (target: Element) => report(target, true, 10),
    /** The element scrolls into view. */
    enter: (target: Element) => report(target, true, 100),
  }
}
