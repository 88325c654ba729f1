import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { type RefObject, useRef } from 'react'
import { Link, useLocation } from 'react-router'

import { useNavClick } from '../../hooks/use-nav-click.ts'
import { normalisePath } from '../../lib/site-pages.ts'
import { BrandWordmark } from './brand-wordmark.tsx'
import { NAV_CTA, NAV_LINKS } from './nav-links.ts'

/**
 * The full-screen menu itself, loaded only when the visitor first opens it (mobile-menu.tsx).
 * Radix Dialog traps focus, closes on Escape and returns focus to the menu button (the
 * element focused when it mounted); choosing any link closes it.
 */
export default function MobileMenuDialog({
  open,
  setOpen,
  trigger,
}: {
  open: boolean
  setOpen: (open: boolean) => void
  /** The menu button, which gets focus back when the menu closes. */
  trigger: RefObject<HTMLButtonElement | null>
}) {
  const pathname = normalisePath(useLocation().pathname)
  const onNavClick = useNavClick()
  // An in-page jump chosen in the overlay runs once the overlay (and its scroll lock) is gone.
  const pendingJump = useRef<(() => void) | null>(null)

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Content
          lang="en"
          className="fixed inset-0 z-50 flex flex-col bg-black px-5 pb-10 text-white md:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            const jump = pendingJump.current
            pendingJump.current = null
            if (jump) jump()
            else trigger.current?.focus()
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
