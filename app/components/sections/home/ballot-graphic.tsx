const CHOICES = [
  { name: 112, note: 64 },
  { name: 96, note: 52 },
  { name: 120, note: 70 },
  { name: 88, note: 46 },
  { name: 104, note: 60 },
  { name: 92, note: 56 },
] as const

/** A ballot paper with six empty choice circles (our own drawing). */
function BallotPaper() {
  return (
    <svg viewBox="0 0 200 260" width="200" height="260" className="h-auto w-full drop-shadow-xl" focusable="false">
      <rect x="1.5" y="1.5" width="197" height="257" rx="6" fill="#fff" stroke="#0b0b0c" strokeWidth="3" />
      <rect x="16" y="16" width="54" height="8" rx="4" fill="#c8102e" />
      <rect x="16" y="30" width="112" height="5" rx="2.5" fill="#d4d4d8" />
      <path d="M16 48h168" stroke="#0b0b0c" strokeWidth="1.5" />
      {CHOICES.map((choice, i) => {
        const y = 70 + i * 31
        return (
          <g key={y}>
            <circle cx="30" cy={y} r="9" fill="none" stroke="#0b0b0c" strokeWidth="2.5" />
            <rect x="50" y={y - 7} width={choice.name} height="5" rx="2.5" fill="#27272a" />
            <rect x="50" y={y + 3} width={choice.note} height="4" rx="2" fill="#a1a1aa" />
          </g>
        )
      })}
    </svg>
  )
}

/** A black ballot box with a slot in its lid (our own drawing). */
function BallotBox() {
  return (
    <svg viewBox="0 0 300 190" width="300" height="190" className="h-auto w-full" focusable="false">
      <path d="M30 18h240l30 42H0z" fill="#27272a" />
      <rect x="45" y="32" width="210" height="12" rx="6" fill="#000" />
      <path d="M0 60h300v120a10 10 0 0 1-10 10H10a10 10 0 0 1-10-10z" fill="#0b0b0c" />
      <rect y="60" width="300" height="8" fill="#c8102e" />
      <circle cx="150" cy="126" r="30" fill="none" stroke="#fff" strokeWidth="5" />
      <path
        d="m136 127 10 10 20-22"
        fill="none"
        stroke="#c8102e"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The hero graphic: a ballot above a ballot box. Over the first 400 px of scroll the ballot
 * sinks into the slot, shrinks and fades. The box has a fixed aspect ratio, so
 * it holds its space from the first paint; the home page's script (script/scroll.ts) only writes
 * transform and opacity, which never shift layout. Reduced motion: the ballot stays still.
 */
export function BallotGraphic() {
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto aspect-[4/5] w-full max-w-[15rem] sm:max-w-[18rem] lg:max-w-[22rem]"
    >
      <div className="absolute top-[4%] left-1/2 aspect-square w-[96%] -translate-x-1/2 rounded-full bg-surface" />
      <div className="absolute top-[10%] right-[2%] aspect-square w-[9%] rounded-full bg-brand" />
      {/* The ballot is clipped at the slot's height, so sinking reads as going into the box. */}
      <div className="absolute inset-x-0 top-0 z-10 h-[60%] overflow-hidden">
        <div data-slot="hero-ballot" className="mx-auto mt-[6%] w-[56%] origin-bottom will-change-transform">
          <BallotPaper />
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-0">
        <BallotBox />
      </div>
    </div>
  )
}
