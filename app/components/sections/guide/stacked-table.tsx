import type { ReactNode } from 'react'

import { cn } from '../../../lib/utils.ts'

export type StackedTableRow = {
  key: string
  /** Content of the row header (first column). */
  header: ReactNode
  /** One cell per further column. */
  cells: ReactNode[]
}

type StackedTableProps = {
  caption: string
  /** Show the caption as a heading above the table; otherwise it is for screen readers only. */
  captionVisible?: boolean
  /** Column headings; the first one heads the row-header column. */
  columns: readonly string[]
  rows: readonly StackedTableRow[]
  /** Width classes for the columns from md up, e.g. ['md:w-1/5', 'md:w-2/5', 'md:w-2/5']. */
  columnWidths?: readonly string[]
}

/**
 * A real table from 768 px up; on phones each row becomes a card with the column names shown
 * above the cells.
 */
export function StackedTable({ caption, captionVisible = false, columns, rows, columnWidths = [] }: StackedTableProps) {
  return (
    <table className="block w-full border-collapse text-left md:table">
      <caption className={cn(captionVisible ? 'mb-5 block text-left text-lg font-bold md:table-caption' : 'sr-only')}>
        {caption}
      </caption>
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="border-b-2 border-ink">
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={cn('py-3 pr-6 text-sm font-bold tracking-[0.08em] uppercase last:pr-0', columnWidths[index])}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-4 md:table-row-group md:space-y-0">
        {rows.map((row) => (
          <tr
            key={row.key}
            className="block rounded-2xl border border-neutral-200 bg-white p-5 md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent md:p-0"
          >
            <th
              scope="row"
              className="block pb-2 align-top text-lg font-bold md:table-cell md:py-5 md:pr-6 md:text-base"
            >
              {row.header}
            </th>
            {row.cells.map((cell, index) => (
              <td
                key={columns[index + 1]}
                className="block py-2 align-top leading-relaxed text-neutral-700 md:table-cell md:py-5 md:pr-6 md:last:pr-0"
              >
                {/* On phones the parts are display: block, and some browsers then drop the table
                    semantics (explicit ARIA roles on table parts are invalid HTML), so the column
                    name is real text for screen readers too, not decoration. */}
                <span className="mb-1 block text-xs font-semibold tracking-[0.08em] text-muted uppercase md:hidden">
                  {columns[index + 1]}
                </span>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
