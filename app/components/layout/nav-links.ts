/** Navigation bar links. `Services` is an anchor on the home page. */
export const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/#team' },
  { label: 'Campaign Tools', to: '/campaign-tools' },
  { label: 'Careers', to: '/careers' },
] as const

export const NAV_CTA = { label: 'REQUEST CAMPAIGN', to: '/contact' } as const
