/**
 * The falling ballot papers' drawing and paths. This module is loaded only when the
 * headline word is about to be pressed (use-ballot-shower.tsx), so it stays out of the tools
 * page's initial JavaScript (docs/decisions/027).
 */
import type { CSSProperties } from 'react'

import { BALLOT_SHOWER } from '../../../lib/constants.ts'

/** One falling sheet; the numbers become CSS custom properties read by `animate-ballot-fall`. */
export type BallotSheet = {
  /** Horizontal start, in % of the viewport width. */
  left: number
  /** Sheet width in px (height follows the 3:4 paper). */
  width: number
  /** Seconds before the sheet starts to fall. */
  delayS: number
  /** Seconds the fall takes. */
  durationS: number
  /** Sideways drift over the whole fall, in vw. */
  driftVw: number
  /** Rotation at the start and at the end, in degrees. */
  spinFrom: number
  spinTo: number
  /** Seconds of one flutter swing. */
  flutterS: number
  /** A cross in the first circle: some papers have been filled in. */
  marked: boolean
}

/** One click's worth of sheets; `id` comes from a counter that grows with every click. */
export type BallotRun = { id: number; sheets: BallotSheet[] }

const between = (random: () => number, min: number, max: number) => min + random() * (max - min)

/**
 * 10 to 20 sheets with random paths and timing. Delay plus duration stays under 3.9 s, so every sheet
 * has left the screen before its run is removed at 4 s and none vanishes mid-air.
 */
export function makeSheets(random: () => number = Math.random): BallotSheet[] {
  const { minSheets, maxSheets } = BALLOT_SHOWER
  const count = minSheets + Math.floor(random() * (maxSheets - minSheets + 1))
  return Array.from({ length: count }, () => {
    const spinFrom = between(random, -40, 40)
    return {
      left: between(random, 2, 94),
      width: Math.round(between(random, 26, 46)),
      delayS: between(random, 0, 0.9),
      durationS: between(random, 2, 2.9),
      driftVw: between(random, -12, 12),
      spinFrom,
      spinTo: spinFrom + between(random, -260, 260),
      flutterS: between(random, 0.45, 0.9),
      marked: random() < 0.4,
    }
  })
}

/**
 * Fixed, click-through overlay for the falling sheets: out of the layout (no shift), hidden
 * from assistive technology, and not rendered at all while nothing falls.
 */
export function BallotShower({ runs }: { runs: readonly BallotRun[] }) {
  if (runs.length === 0) return null
  return (
    <div
      aria-hidden="true"
      data-slot="ballot-shower"
      className="pointer-events-none fixed inset-0 z-50 overflow-hidden motion-reduce:hidden"
    >
      {runs.map((run) => (
        <div key={run.id} data-slot="ballot-run">
          {run.sheets.map((sheet, index) => (
            <span
              key={index}
              data-slot="ballot-sheet"
              className="absolute top-0 block animate-ballot-fall will-change-transform perspective-[400px]"
              style={
                {
                  left: `${sheet.left}%`,
                  width: sheet.width,
                  '--ballot-delay': `${sheet.delayS.toFixed(2)}s`,
                  '--ballot-duration': `${sheet.durationS.toFixed(2)}s`,
                  '--ballot-drift': `${sheet.driftVw.toFixed(1)}vw`,
                  '--ballot-spin-from': `${sheet.spinFrom.toFixed(0)}deg`,
                  '--ballot-spin-to': `${sheet.spinTo.toFixed(0)}deg`,
                  '--ballot-flutter': `${sheet.flutterS.toFixed(2)}s`,
                } as CSSProperties
              }
            >
              <BallotPaper marked={sheet.marked} />
            </span>
          ))}
        </div>
      ))}
    </div>
  )
}

/** A ballot paper: three choice circles with name lines, optionally one crossed. */
function BallotPaper({ marked }: { marked: boolean }) {
  return (
    <svg viewBox="0 0 30 40" className="block h-auto w-full animate-ballot-flutter drop-shadow-md">
      <rect x="0.5" y="0.5" width="29" height="39" rx="2" fill="#fff" stroke="#d4d4d8" />
      <rect x="4" y="4" width="22" height="3" rx="1" fill="#c8102e" />
      <g fill="none" stroke="#0b0b0c" strokeWidth="1.2">
        <circle cx="8" cy="15" r="3" />
        <circle cx="8" cy="24" r="3" />
        <circle cx="8" cy="33" r="3" />
      </g>
      <g stroke="#a1a1aa" strokeWidth="1.4" strokeLinecap="round">
        <path d="M14 15h11M14 24h9M14 33h10" />
      </g>
      {marked && <path d="M5.5 12.5l5 5m0-5l-5 5" stroke="#c8102e" strokeWidth="1.6" strokeLinecap="round" />}
    </svg>
  )
}
