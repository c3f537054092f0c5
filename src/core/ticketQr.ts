/**
 * The check-in QR code of a ticket (SPEC §4: check-in turns an approved ticket into 3). A ticket's 6-digit code
 * repeats across the activities of a meeting, so the pass encodes the activity too: `FU-T1.<activity_id>.<code>`.
 * It never carries a token. Staff may also type the short code printed under the QR, with an activity chosen on screen.
 * The activity id is written in upper case so the whole payload stays in the QR alphanumeric set: a smaller symbol,
 * and no byte mode (which needs TextEncoder, missing in some runtimes).
 */

const PREFIX = 'FU-T1'
const ACTIVITY_ID = /^[0-9a-f]{24}$/i
const TICKET_CODE = /^\d{6}$/

/** What the ticket pass encodes. */
export function ticketQrPayload(activityId: string, code: string): string {
  return `${PREFIX}.${activityId.toUpperCase()}.${code}`
}

export interface TicketLookup {
  activityId: string
  code: string
}

/** Why a scan or typed code cannot become a look-up: an unknown text, or a bare code with no activity chosen. */
export type TicketQrRejection = 'unknown' | 'needsActivity'

export type TicketQrParse = { ok: true; lookup: TicketLookup } | { ok: false; reason: TicketQrRejection }

/**
 * Reads a scanned payload, or a bare code typed (or scanned off paper) with `chosenActivityId` picked on screen.
 * The activity inside a payload wins over the chosen one: the pass knows its own activity.
 */
export function parseTicketQr(text: string, chosenActivityId?: string): TicketQrParse {
  const value = text.trim()
  const parts = value.split('.')
  if (parts.length === 3 && parts[0].toUpperCase() === PREFIX) {
    const [, activityId, code] = parts
    if (ACTIVITY_ID.test(activityId) && TICKET_CODE.test(code)) return { ok: true, lookup: { activityId: activityId.toLowerCase(), code } }
    return { ok: false, reason: 'unknown' }
  }
  if (!TICKET_CODE.test(value)) return { ok: false, reason: 'unknown' }
  if (!chosenActivityId || !ACTIVITY_ID.test(chosenActivityId)) return { ok: false, reason: 'needsActivity' }
  return { ok: true, lookup: { activityId: chosenActivityId, code: value } }
}
