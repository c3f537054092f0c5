import type { CalendarEvent } from '@/core/calendar'
import { icsFileName, icsText } from '@/core/calendar'

/**
 * The browser's calendar is a file: an .ics (text/calendar) the phone or desktop opens in its calendar app. Loaded
 * with the first event added (h5.ts), not with the first screen (issue 15).
 */
export function downloadIcs(event: CalendarEvent, now: number): void {
  const text = icsText(event, { uid: `${event.start}-${icsFileName(event)}@fu-events`, now })
  const href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = href
  link.download = icsFileName(event)
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
