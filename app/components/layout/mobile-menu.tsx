import { Menu, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { normalisePath } from '../../lib/pages.ts'
import { BrandWordmark } from './brand-wordmark.tsx'
import { NAV_CTA, NAV_LINKS } from './nav-links.ts'
import { useNavClick } from './use-nav-click.ts'

/**
 * Full-screen menu for viewports under 768 px (SPEC 2.2). Radix Dialog traps focus, closes
 * on Escape and returns focus to the menu button; choosing any link closes it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const pathname = normalisePath(useLocation().pathname)
  const onNavClick = useNavClick()
  // An in-page jump chosen in the overlay runs once the overlay (and its scroll lock) is gone.
  const pendingJump = useRef<(() => void) | null>(null)

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex size-11 items-center justify-center rounded-full md:hidden"
        aria-label="Open menu"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-black px-5 pb-10 text-white md:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const jump = pendingJump.current
            if (!jump) return
            pendingJump.current = null
            event.preventDefault()
            jump()
          }}
        >
          <div className="flex h-16 items-center justify-between">
            <BrandWordmark onClick={() => setOpen(false)} />
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full"
              aria-label="Close menu"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <nav aria-label="Mobile" className="mt-10 flex flex-1 flex-col">
            <ul className="space-y-2 text-3xl font-bold">
              {NAV_LINKS.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    aria-current={link.to === pathname ? 'page' : undefined}
                    className="block py-2"
                    onClick={(event) => {
                      onNavClick(event, link.to, (run) => {
                        pendingJump.current = run
                      })
                      setOpen(false)
                    }}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={NAV_CTA.to}
              onClick={() => setOpen(false)}
              className="mt-auto inline-flex h-13 items-center justify-center rounded-full bg-brand px-8 text-sm font-bold tracking-wider"
            >
              {NAV_CTA.label}
            </Link>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
