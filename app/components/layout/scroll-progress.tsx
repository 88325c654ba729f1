/**
 * The red, fixed reading-progress bar at the top of the home page: as wide as the
 * share of the page scrolled, drawn above the sticky navigation bar. It is information, not
 * decoration, so reduced motion keeps it (it never animates anyway: it follows the scroll).
 *
 * Its width is one transform, written by the home page's script
 * (sections/home/script/scroll.ts) and nowhere else. A Tailwind scale class (e.g.
 * `scale-x-0`) would set the separate CSS `scale` property, which multiplies with `transform`
 * and kept the bar at zero width whatever the script wrote (docs/testing.md).
 */
export function ScrollProgress() {
  return (
    <div
      data-slot="scroll-progress"
      aria-hidden="true"
      // Zero wide in the prerendered page: before the script runs the page is at its top.
      style={{ transform: 'scaleX(0)' }}
      className="fixed inset-x-0 top-0 z-50 h-1 origin-left bg-brand"
    />
  )
}
