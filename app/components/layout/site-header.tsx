import { Link, useLocation } from 'react-router'

import { useNavClick } from '../../hooks/use-nav-click.ts'
import { NAV_SCROLL_THRESHOLD_PX } from '../../lib/constants.ts'
import { normalisePath } from '../../lib/site-pages.ts'
import { BrandWordmark } from './brand-wordmark.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { NAV_CTA, NAV_LINKS } from './nav-links.ts'
import { useScrolledPast } from './use-scrolled.ts'

/** Pages whose hero runs under a transparent bar until the visitor scrolls. */
const TRANSPARENT_ON = new Set(['/campaign-tools'])

export function SiteHeader() {
  const pathname = normalisePath(useLocation().pathname)
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX)
  const onNavClick = useNavClick()
  const tone = scrolled ? 'solid' : TRANSPARENT_ON.has(pathname) ? 'transparent' : 'light'

  return (
    <header
      // English on every page, also under the German pages' <html lang="de">.
      lang="en"
      data-slot="site-header"
      data-tone={tone}
      // Styled by its tone attribute, which a page without React sets from a script
      // (app/lib/document-script.ts).
      className="sticky top-0 z-40 h-16 transition-colors duration-300 data-[tone=light]:bg-white data-[tone=light]:text-ink data-[tone=solid]:bg-black data-[tone=solid]:text-white data-[tone=solid]:shadow-lg data-[tone=solid]:shadow-black/10 data-[tone=transparent]:bg-transparent data-[tone=transparent]:text-white"
    >
      <nav aria-label="Main" className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-5 md:px-8">
        <BrandWordmark />
        <ul className="hidden items-center gap-7 text-sm font-medium md:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.label}>
              <Link
                to={link.to}
                onClick={(event) => onNavClick(event, link.to)}
                aria-current={link.to === pathname ? 'page' : undefined}
                className="underline-offset-8 hover:underline aria-[current=page]:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <Link
            to={NAV_CTA.to}
            className="hidden h-10 items-center rounded-full bg-brand px-5 text-xs font-bold tracking-wider text-white transition-colors hover:bg-brand-dark sm:inline-flex"
          >
            {NAV_CTA.label}
          </Link>
          <MobileMenu />
        </div>
      </nav>
    </header>
  )
}
