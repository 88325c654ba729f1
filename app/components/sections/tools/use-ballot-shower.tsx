import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'

import { prefersReducedMotion } from '../../../hooks/use-reduced-motion.ts'
import { BALLOT_SHOWER } from '../../../lib/constants.ts'
import type * as Shower from './ballot-shower.tsx'

type ShowerModule = typeof Shower
type BallotRun = Shower.BallotRun

let loading: Promise<ShowerModule> | undefined

/**
 * Fetches the shower's drawing once: when the pointer comes over the headline word, when it
 * gets the focus or is touched, at the latest on the press itself. Under reduced motion nothing
 * would fall, so nothing is fetched.
 */
export function loadBallotShower() {
  if (prefersReducedMotion()) return
  return (loading ??= import('./ballot-shower.tsx'))
}

/**
 * Starts a run per call and removes it 4 s after its sheets appear; overlapping runs are
 * independent, so quick clicks each get their own shower. Under reduced motion nothing is
 * started. `overlay` is the fixed layer the sheets fall in (nothing until the first press).
 */
export function useBallotShower(): { drop: () => void; preload: () => void; overlay: ReactNode } {
  const [runs, setRuns] = useState<BallotRun[]>([])
  const [shower, setShower] = useState<ShowerModule | null>(null)
  const counter = useRef(0)
  const timers = useRef(new Set<number>())
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    const pending = timers.current
    return () => {
      mounted.current = false
      pending.forEach((timer) => window.clearTimeout(timer))
    }
  }, [])

  const drop = useCallback(() => {
    const loaded = loadBallotShower()
    if (!loaded) return
    const id = ++counter.current
    void loaded.then((module) => {
      if (!mounted.current) return
      setShower(module)
      setRuns((current) => [...current, { id, sheets: module.makeSheets() }])
      const timer = window.setTimeout(() => {
        timers.current.delete(timer)
        setRuns((current) => current.filter((run) => run.id !== id))
      }, BALLOT_SHOWER.durationMs)
      timers.current.add(timer)
    })
  }, [])

  const preload = useCallback(() => void loadBallotShower(), [])

  return { drop, preload, overlay: shower ? <shower.BallotShower runs={runs} /> : null }
}
