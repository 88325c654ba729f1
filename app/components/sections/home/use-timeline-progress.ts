import { useRef, useState } from 'react'

import { useNearViewport, useScrollFrame } from '../../../hooks/use-scroll-frame.ts'
import { activePhaseIndex, timelineMarkerPercent } from '../../../lib/scroll-effects.ts'

/**
 * Scroll state of a vertical timeline (SPEC 2.3 item 10, SPEC 4): which phase is active
 * and how far the marker has travelled along the line. The marker position is written as the
 * CSS variable `--timeline-progress` on the line element each frame, without a React render;
 * the active phase is state, which changes only a few times over the whole page. It follows the
 * scroll only while the timeline is within a viewport height of the screen (issue 30).
 */
export function useTimelineProgress() {
  const list = useRef<HTMLOListElement>(null)
  const line = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(-1)
  const near = useNearViewport(list)

  useScrollFrame(() => {
    const phases = list.current?.children
    if (!phases) return
    const viewportHeight = window.innerHeight
    const tops = Array.from(phases, (phase) => phase.getBoundingClientRect().top)
    setActive(activePhaseIndex(tops, viewportHeight))
    const rect = line.current?.getBoundingClientRect()
    if (rect) line.current?.style.setProperty('--timeline-progress', `${timelineMarkerPercent(rect, viewportHeight)}%`)
  }, near)

  return { list, line, active }
}
