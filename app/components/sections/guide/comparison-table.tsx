import { Check, X } from 'lucide-react'

import { GUIDE_LABELS } from '../../../content/guides/labels.ts'
import type { ComparisonRow } from '../../../content/guides/types.ts'
import { StackedTable } from './stacked-table.tsx'

type ComparisonTableProps = {
  caption: string
  withoutLabel: string
  withLabel: string
  rows: readonly ComparisonRow[]
}

/** Side-by-side comparison: the situation without something (left) and with it (right). */
export function ComparisonTable({ caption, withoutLabel, withLabel, rows }: ComparisonTableProps) {
  return (
    <div className="rounded-2xl md:border md:border-neutral-200 md:bg-white md:px-8 md:py-4">
      <StackedTable
        caption={caption}
        columns={[GUIDE_LABELS.aspect, withoutLabel, withLabel]}
        columnWidths={['md:w-[18%]', 'md:w-[41%]', 'md:w-[41%]']}
        rows={rows.map((row) => ({
          key: row.aspect,
          header: row.aspect,
          cells: [
            <span key="without" className="flex gap-3">
              <X aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand" />
              <span>{row.without}</span>
            </span>,
            <span key="with" className="flex gap-3 text-ink">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-700" />
              <span>{row.with}</span>
            </span>,
          ],
        }))}
      />
    </div>
  )
}
