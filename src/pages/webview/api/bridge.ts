import { CALENDAR_TITLE_MAX, type CalendarEvent } from '@/core/calendar'

/** What the H5 site asks of the bridge page, read from its query. */
export type BridgeRequest =
  | { action: 'calendar'; event: CalendarEvent; back: string }
  | { action: 'login'; back: string }
  | { action: 'share'; share: { title: string; path: string; cover?: string }; back: string }
  | { action: 'subscribe'; templates: string[]; back: string }
  /** A file of ours to download, open or send to a chat (flows/fileBridge): its link on our API and its name. */
  | { action: 'file'; file: { url: string; name: string }; back: string }
  | { action: 'pay'; payment: { timeStamp: string; nonceStr: string; package: string; signType: 'MD5' | 'HMAC-SHA256' | 'RSA'; paySign: string }; orderId?: string; kind: OrderKind; back: string }
  /** A person signed in by phone in the web-view: bind their WeChat with the one-time ticket, then pay the order. */
  | { action: 'pay'; ticket: string; orderId: string; kind: OrderKind; back: string }

/** An activity checkout, or a live's order (`kind=live`, flows/payment payBridgeUrl). */
type OrderKind = 'activity' | 'live'
const orderKind = (value: string | undefined): OrderKind => (value === 'live' ? 'live' : 'activity')

const ORDER_ID = /^[0-9a-f]{24}$/
const TICKET = /^[A-Za-z0-9_-]{20,128}$/

export function parseBridgeRequest(query: Record<string, string | undefined>): BridgeRequest | null {
  // Sign-in for the web-view (src/flows/loginMiniProgram.ts): no payload, only the route to come back to.
  if (query.action === 'login') return { action: 'login', back: backRoute(query.back) }
  // Payment for a person without an openid in the mini-program (flows/payment ticketPayBridgeUrl): ticket and order only.
  if (query.action === 'pay' && query.payload === undefined && typeof query.ticket === 'string') {
    const ticket = safeDecode(query.ticket)
    if (TICKET.test(ticket) && typeof query.order === 'string' && ORDER_ID.test(query.order)) return { action: 'pay', ticket, orderId: query.order, kind: orderKind(query.kind), back: backRoute(query.back) }
    return null
  }
  let payload: Record<string, unknown>
  try {
    payload = JSON.parse(decodeURIComponent(query.payload ?? ''))
  } catch {
    return null
  }
  const back = backRoute(query.back)
  if (query.action === 'share' && typeof payload.title === 'string' && typeof payload.path === 'string') {
    return { action: 'share', share: { title: payload.title, path: payload.path, cover: payload.cover as string | undefined }, back }
  }
  if (query.action === 'subscribe' && Array.isArray(payload.templates)) {
    const templates = payload.templates.filter((id): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{8,128}$/.test(id))
    if (templates.length) return { action: 'subscribe', templates, back }
  }
  if (query.action === 'file') {
    const file = fileOf(payload)
    if (file) return { action: 'file', file, back }
  }
  if (query.action === 'calendar') {
    const event = calendarEventOf(payload)
    if (event) return { action: 'calendar', event, back }
  }
  if (query.action === 'pay') {
    const { timeStamp, nonceStr, paySign, signType } = payload
    const pkg = payload.package
    if ([timeStamp, nonceStr, paySign, pkg].every(v => typeof v === 'string')) {
      const sign = signType === 'MD5' || signType === 'HMAC-SHA256' || signType === 'RSA' ? signType : 'RSA'
      // The order the sheet pays (asked about afterwards): an object id, or none from an older site.
      const orderId = typeof query.order === 'string' && ORDER_ID.test(query.order) ? query.order : undefined
      return { action: 'pay', payment: { timeStamp: timeStamp as string, nonceStr: nonceStr as string, package: pkg as string, signType: sign, paySign: paySign as string }, orderId, kind: orderKind(query.kind), back }
    }
  }
  return null
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}

function backRoute(value: string | undefined): string {
  if (typeof value !== 'string') return '/meeting/home'
  try {
    return decodeURIComponent(value)
  } catch {
    return '/meeting/home'
  }
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '')
const instant = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0)

/** The event the web-view's "Add to phone calendar" sends (core/calendar's CalendarEvent), or null when it is not one. */
function calendarEventOf(payload: Record<string, unknown>): CalendarEvent | null {
  const title = typeof payload.title === 'string' ? Array.from(payload.title.trim()).slice(0, CALENDAR_TITLE_MAX).join('') : ''
  const start = instant(payload.start)
  const end = instant(payload.end)
  if (!title || !start || end <= start) return null
  const alarm = typeof payload.alarmMinutes === 'number' && payload.alarmMinutes >= 0 && payload.alarmMinutes <= 24 * 60 ? payload.alarmMinutes : 10
  return {
    title, start, end, location: text(payload.location, 200), description: text(payload.description, 1000), url: text(payload.url, 500), alarmMinutes: alarm,
  }
}

/**
 * The file the web-view hands over, or null: only a link on our own API (the bridge downloads nothing else) and a
 * plain file name.
 */
function fileOf(payload: Record<string, unknown>): { url: string; name: string } | null {
  const { url, name } = payload
  if (typeof url !== 'string' || typeof name !== 'string') return null
  const ownApi = url.startsWith(`${API_BASE}/`) && !url.includes('..') && !url.includes('\\')
  if (!ownApi || !/^[\w-]+(\.[\w-]+)*\.[A-Za-z0-9]{1,8}$/.test(name) || name.length > 100) return null
  return { url: `${H5_ORIGIN}${url}`, name }
}
