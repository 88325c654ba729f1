import { GUIDE_LABELS } from '../../../content/guides/labels.ts'
import type { Source } from '../../../content/guides/types.ts'
import { cn } from '../../../lib/utils.ts'
import { ExternalLink } from '../../external-link.tsx'

/** A source's citation, linked to the source when it has a stable public address. */
export function SourceLabel({ source, className }: { source: Source; className?: string }) {
  if (!source.url) return <span className={className}>{source.label}</span>
  return (
    <ExternalLink
      href={source.url}
      newTabHint={GUIDE_LABELS.newTab}
      className={cn('underline decoration-1 underline-offset-4 hover:text-brand', className)}
    >
      {source.label}
    </ExternalLink>
  )
}
