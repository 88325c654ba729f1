/** Berlin's wall clock (Europe/Berlin, CET/CEST) from Intl's time zone data, to the second. */
const BERLIN_WALL = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/**
 * Berlin's offset from UTC at an instant (milliseconds since the epoch), in milliseconds: one
 * hour in winter, two in summer. Used by `requests stats --since` (office/operator-output.ts)
 * and `restore <point in time>` (server/backup/restore-journal.ts).
 */
export function berlinOffsetMs(at: number): number {
  const parts = BERLIN_WALL.formatToParts(new Date(at))
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)!.value)
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return wall - (at - (at % 1000))
}
