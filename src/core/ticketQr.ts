/**
 * The check-in QR code of a ticket (SPEC §4: check-in turns an approved ticket into 3). A ticket's 6-digit code
 * repeats across the activities of a meeting, so the pass encodes the activity too. It never carries a token.
 * Staff may also type the short code printed under the QR, with an activity chosen on screen.
 *
 * The pass rotates (issue 16): every 30 seconds it shows
 *
 *   `FU-T2.<ACTIVITY ID>.<code>.<window>.<MAC>`
 *
 * where `window` = floor(unix time / 30 s) and MAC = the first 10 hex digits (upper case) of
 * HMAC-SHA256(ticket day key, `<activity id>.<code>.<window>`). The keys:
 *
 *   activity day key = HMAC-SHA256(server secret, `fu-pass-1|activity|<activity id>|<day>`)   (server only)
 *   ticket day key   = HMAC-SHA256(activity day key, `fu-pass-1|ticket|<ticket id>`)
 *
 * `day` is the UTC day number (unix time / 86 400 s). The holder receives the ticket day keys of today and tomorrow
 * with the ticket and keeps them on the phone, so the screen keeps making valid codes offline; a desk receives the
 * activity day keys with its guest list and checks a code without a network. A code is accepted in its own window and
 * one either side (clock skew); an older one is a screenshot and refused. The static `FU-T1.<ACTIVITY ID>.<code>` of
 * earlier passes is still read (it is no more than the typed short code), so other readers (a booth's lead scan)
 * keep working; the check-in desk refuses it as an old pass.
 *
 * The activity id is written in upper case so the whole payload stays in the QR alphanumeric set: a smaller symbol,
 * and no byte mode (which needs TextEncoder, missing in some runtimes).
 */
import { hmacSha256Hex } from './sha256'

const STATIC_PREFIX = 'FU-T1'
const ROTATING_PREFIX = 'FU-T2'
const ACTIVITY_ID = /^[0-9a-f]{24}$/i
const TICKET_CODE = /^\d{6}$/
const WINDOW = /^\d{1,12}$/
const MAC = /^[0-9A-F]{10}$/i

/** How long one code lasts. */
export const PASS_WINDOW_SECONDS = 30
/** Windows accepted either side of the desk's own (clock skew between the phone and the desk). */
const PASS_SKEW_WINDOWS = 1
const DAY_SECONDS = 86_400

/** The 30-second window a moment (ms) falls in. */
export const passWindow = (ms: number): number => Math.floor(ms / 1000 / PASS_WINDOW_SECONDS)
/** The UTC day number of a window: which day key makes (and checks) its code. */
export const passDay = (window: number): number => Math.floor((window * PASS_WINDOW_SECONDS) / DAY_SECONDS)
/** Seconds left in the window of `ms` (for the "changes in 12 s" line under the code). */
export const passSecondsLeft = (ms: number): number => PASS_WINDOW_SECONDS - (Math.floor(ms / 1000) % PASS_WINDOW_SECONDS)

/** The message the server signs, with its secret, to make an activity's day key (server/modules/activities/ticketPass.ts). */
export const activityKeyMessage = (activityId: string, day: number) => `fu-pass-1|activity|${activityId.toLowerCase()}|${day}`
/** A ticket's day key from its activity's day key (the desk derives it from the guest list; the server too). */
export const ticketDayKey = (activityDayKey: string, ticketId: string): string => hmacSha256Hex(activityDayKey, ticketKeyMessage(ticketId))
/** The message an activity's day key signs to make a ticket's. */
export const ticketKeyMessage = (ticketId: string) => `fu-pass-1|ticket|${ticketId.toLowerCase()}`

/** The 10-digit MAC of one window's code. */
function passMac(ticketKey: string, activityId: string, code: string, window: number): string {
  return hmacSha256Hex(ticketKey, `${activityId.toLowerCase()}.${code}.${window}`).slice(0, 10).toUpperCase()
}

/** A day key as the server hands it out. */
export interface PassKey { day: number; key: string }

/** What the holder's phone keeps for one ticket: enough to show its code without a network. */
export interface TicketPassKeys {
  activityId: string
  code: string
  /** The ticket's day keys (today and tomorrow, UTC). */
  keys: readonly PassKey[]
  /** Server clock minus the phone's clock when the keys came (ms), so a phone whose clock is off still shows the right window. */
  clockOffsetMs?: number
}

/** The static pass of earlier versions (still read; shown only where there are no keys). */
export function ticketQrPayload(activityId: string, code: string): string {
  return `${STATIC_PREFIX}.${activityId.toUpperCase()}.${code}`
}

/** The rotating pass of `window`. */
export function rotatingQrPayload(activityId: string, code: string, window: number, ticketKey: string): string {
  return `${ROTATING_PREFIX}.${activityId.toUpperCase()}.${code}.${window}.${passMac(ticketKey, activityId, code, window)}`
}

/**
 * The code the holder's screen shows at `nowMs` (the phone's clock; the stored offset corrects it), or undefined when
 * the phone has no key for that day (the keys came more than a day ago: the screen fetches new ones when online).
 */
export function currentPassPayload(pass: TicketPassKeys, nowMs: number): string | undefined {
  const window = passWindow(nowMs + (pass.clockOffsetMs ?? 0))
  const key = pass.keys.find(k => k.day === passDay(window))
  return key ? rotatingQrPayload(pass.activityId, pass.code, window, key.key) : undefined
}

export interface TicketLookup {
  activityId: string
  code: string
}

/** Why a scan or typed code cannot become a look-up: an unknown text, or a bare code with no activity chosen. */
type TicketQrRejection = 'unknown' | 'needsActivity'

/** How the ticket came: a rotating pass (with its window and MAC), an old static pass, or a typed code. */
type TicketQrForm = { kind: 'rotating'; window: number; mac: string } | { kind: 'static' } | { kind: 'typed' }

type TicketQrParse = { ok: true; lookup: TicketLookup; form: TicketQrForm } | { ok: false; reason: TicketQrRejection }

/**
 * Reads a scanned payload, or a bare code typed (or scanned off paper) with `chosenActivityId` picked on screen.
 * The activity inside a payload wins over the chosen one: the pass knows its own activity.
 */
export function parseTicketQr(text: string, chosenActivityId?: string): TicketQrParse {
  const value = text.trim()
  const parts = value.split('.')
  const prefix = parts[0].toUpperCase()
  if (prefix === STATIC_PREFIX || prefix === ROTATING_PREFIX) {
    const [, activityId, code, window, mac] = parts
    const shape = prefix === STATIC_PREFIX ? parts.length === 3 : parts.length === 5 && WINDOW.test(window) && MAC.test(mac)
    if (!shape || !ACTIVITY_ID.test(activityId) || !TICKET_CODE.test(code)) return { ok: false, reason: 'unknown' }
    const form: TicketQrForm = prefix === STATIC_PREFIX ? { kind: 'static' } : { kind: 'rotating', window: Number(window), mac: mac.toUpperCase() }
    return { ok: true, lookup: { activityId: activityId.toLowerCase(), code }, form }
  }
  if (!TICKET_CODE.test(value)) return { ok: false, reason: 'unknown' }
  if (!chosenActivityId || !ACTIVITY_ID.test(chosenActivityId)) return { ok: false, reason: 'needsActivity' }
  return { ok: true, lookup: { activityId: chosenActivityId, code: value }, form: { kind: 'typed' } }
}

/**
 * A rotating pass checked at the desk: `valid` inside ±1 window of the desk's clock; `expired` when it was right once
 * but is older (a screenshot); `early` when it is right but ahead (the phone's clock is wrong); `forged` when the MAC is
 * not the ticket's; `noKey` when the desk has no key for that day (its guest list is from another day).
 */
export type PassCheck = 'valid' | 'expired' | 'early' | 'forged' | 'noKey'

export function verifyRotatingPass(
  pass: { activityId: string; code: string; window: number; mac: string },
  ticketId: string,
  activityKeys: readonly PassKey[],
  nowMs: number,
): PassCheck {
  const activityKey = activityKeys.find(k => k.day === passDay(pass.window))
  if (!activityKey) return 'noKey'
  const expected = passMac(ticketDayKey(activityKey.key, ticketId), pass.activityId, pass.code, pass.window)
  if (!sameText(expected, pass.mac.toUpperCase())) return 'forged'
  const drift = pass.window - passWindow(nowMs)
  if (drift < -PASS_SKEW_WINDOWS) return 'expired'
  if (drift > PASS_SKEW_WINDOWS) return 'early'
  return 'valid'
}

/** Compares without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}
