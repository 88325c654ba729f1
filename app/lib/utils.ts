import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names (clsx). No tailwind-merge (docs/performance.md: about 7 KB of gzip JavaScript on
 * every page): a later class does not replace an earlier one of the same utility, so a
 * component never gets a class that conflicts with its own – it takes a prop instead
 * (GuideIcon's size, DotList's spacing).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
