import { fileURLToPath } from 'node:url'

/** The working copy whose content/ these modules read: the one this code belongs to. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../..', import.meta.url))
