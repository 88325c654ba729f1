import { Menu } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'

// The dialog (Radix focus trap, scroll lock, portal) is about 10 KB of gzip JavaScript that
// desktop visitors never need, so it loads on the first tap – or on hover/focus, before it.
const loadDialog = () => import('./mobile-menu-dialog.tsx')
const MobileMenuDialog = lazy(loadDialog)

/** The menu button for viewports under 768 px; opens the full-screen menu (SPEC 2.2). */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  return (
    <>
      <button
        ref={button}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} setOpen={setOpen} trigger={button} />
        </Suspense>
      )}
    </>
  )
}
