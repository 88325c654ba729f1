import { Mail, MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router'

import { EXTERNAL, SITE } from '../../config/site.ts'
import { HUB_PATH } from '../../lib/paths.ts'
import { ExternalLink } from '../external-link.tsx'

const FOOTER_LINKS = [
  // The guides' hub is German, like the guides; the link says so (hrefLang below).
  { label: 'Campaign guides (German)', to: HUB_PATH, hrefLang: 'de' },
  { label: 'Careers', to: '/careers' },
  { label: 'Contact request', to: '/contact' },
  { label: 'Legal notice', to: '/legal' },
  { label: 'Privacy policy', to: '/privacy' },
] as const

export function SiteFooter() {
  const { address } = SITE
  return (
    // English on every page, also under the German pages' <html lang="de">.
    <footer lang="en" className="bg-ink text-neutral-300 below-fold">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 md:grid-cols-[1.4fr_1fr_1fr] md:px-8">
        <div>
          <p className="text-lg font-black tracking-[0.18em] text-white uppercase">
            {SITE.brand}
            <span aria-hidden="true" className="text-brand">
              .
            </span>
          </p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">{SITE.tagline}.</p>
          <address className="mt-6 space-y-3 text-sm not-italic">
            <a href={`mailto:${SITE.email}`} className="flex items-center gap-3 hover:text-white">
              <Mail aria-hidden="true" className="size-4 text-brand" />
              {SITE.email}
            </a>
            <a href={SITE.phoneHref} className="flex items-center gap-3 hover:text-white">
              <Phone aria-hidden="true" className="size-4 text-brand" />
              {SITE.phone}
            </a>
            <p className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 text-brand" />
              <span>
                {address.street}, {address.postalCode} {address.city}
              </span>
            </p>
          </address>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Company</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  hrefLang={'hrefLang' in link ? link.hrefLang : undefined}
                  className="hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Follow us</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {[EXTERNAL.professionalNetwork, EXTERNAL.photoNetwork].map((network) => (
              <li key={network.url}>
                <ExternalLink href={network.url} className="hover:text-white hover:underline">
                  {network.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-5 py-6 text-xs md:px-8">
          © {SITE.copyright.from}–{SITE.copyright.to} {SITE.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
