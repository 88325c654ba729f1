import { Menu, X } from 'lucide-react'
import { type MouseEvent, useRef } from 'react'
import { Link, useLocation } from 'react-router'

import { useNavClick } from '../../hooks/use-nav-click.ts'
import { normalisePath } from '../../lib/site-pages.ts'
import { BrandWordmark } from './brand-wordmark.tsx'
import { NAV_CTA, NAV_LINKS } from './nav-links.ts'

const MENU_ID = 'mobile-menu'

/** A browser without invoker commands (Safari before 26.2): React runs the button's command. */
function runCommand(event: MouseEvent<HTMLButtonElement>) {
  const button: Element = event.currentTarget
  if ('command' in button) return
  const dialog = document.getElementById(MENU_ID) as HTMLDialogElement | null
  if (button.getAttribute('command') === 'close') dialog?.close()
  else dialog?.showModal()
}

/**
 * The menu button for viewports under 768 px and its full-screen menu: a native modal
 * `<dialog>` opened by an invoker command, so it works on pages without React too. The browser
 * keeps focus inside, closes it on Escape and gives focus back to the button; choosing a link
 * closes it (here, or app/lib/document-script.ts on a page that does not hydrate).
 */
export function MobileMenu() {
  const pathname = normalisePath(useLocation().pathname)
  const onNavClick = useNavClick()
  const dialog = useRef<HTMLDialogElement>(null)
  const close = () => dialog.current?.close()
  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={MENU_ID}
        className="inline-flex size-11 items-center justify-center rounded-full md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={runCommand}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <dialog
        ref={dialog}
        id={MENU_ID}
        lang="en"
        aria-label="Menu"
        className="fixed inset-0 z-50 m-0 hidden size-full max-h-none max-w-none bg-black px-5 pb-10 text-white max-md:open:flex max-md:open:flex-col"
      >
        <div className="flex h-16 items-center justify-between">
          <BrandWordmark onClick={close} />
          <button
            type="button"
            command="close"
            commandfor={MENU_ID}
            className="inline-flex size-11 items-center justify-center rounded-full"
            aria-label="Close menu"
            onClick={runCommand}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile" className="mt-10 flex flex-1 flex-col">
          <ul className="space-y-2 text-3xl font-bold">
            {NAV_LINKS.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  aria-current={link.to === pathname ? 'page' : undefined}
                  className="block py-2"
                  onClick={(event) => {
                    close()
                    onNavClick(event, link.to)
                  }}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={NAV_CTA.to}
            onClick={close}
            className="mt-auto inline-flex h-13 items-center justify-center rounded-full bg-brand px-8 text-sm font-bold tracking-wider"
          >
            {NAV_CTA.label}
          </Link>
        </nav>
      </dialog>
    </>
  )
}
