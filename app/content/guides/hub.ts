/** Copy of the guides' hub /ratgeber, from content/guides/hub/index.yaml; the list itself is GUIDES (./index.ts). */
export { GUIDE_HUB } from '#content/guides'
