/**
 * "Add to phone calendar" inside the mini-program's web-view (issue 12): H5 cannot call `addPhoneCalendar` there, so
 * the native bridge page (src/pages/webview/api) adds the event and reopens the web-view at `back` with
 * `bridge_result` (calendar-added / calendar-refused), which the button reads to say how it went.
 */
import type { CalendarEvent } from '@/core/calendar'
import { PAY_BRIDGE_PAGE, type MiniProgramBridge } from './payment'

export const CALENDAR_ADDED = 'calendar-added'
export const CALENDAR_REFUSED = 'calendar-refused'

/** The bridge page's address for adding `event` and coming back to `back` (an in-app route). */
function calendarBridgeUrl(event: CalendarEvent, back: string): string {
  return `${PAY_BRIDGE_PAGE}?action=calendar&payload=${encodeURIComponent(JSON.stringify(event))}&back=${encodeURIComponent(back)}`
}

/** Opens the bridge page for the event; rejects when it cannot open. */
export function startBridgedCalendar(event: CalendarEvent, back: string, miniProgram: () => Promise<MiniProgramBridge>): Promise<void> {
  return miniProgram().then(mp => new Promise<void>((resolve, reject) => {
    mp.navigateTo({ url: calendarBridgeUrl(event, back), success: () => resolve(), fail: reject })
  }))
}

/** What the bridge answered, from a route's `bridge_result`; undefined when it is not a calendar answer. */
export function calendarBridgeOutcome(route: string): 'added' | 'refused' | undefined {
  const result = new URLSearchParams(route.split('?')[1] ?? '').get('bridge_result')
  return result === CALENDAR_ADDED ? 'added' : result === CALENDAR_REFUSED ? 'refused' : undefined
}
