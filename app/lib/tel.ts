/** The dialling link of a phone number as the site shows it: '+49 30 1234567-0' → 'tel:+493012345670'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`
