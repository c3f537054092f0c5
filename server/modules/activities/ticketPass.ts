/**
 * The keys of the rotating ticket QR (src/core/ticketQr.ts has the format and the checks): an activity's day key is
 * an HMAC of the server secret (Node's crypto), a ticket's day key an HMAC of its activity's. The holder gets their
 * ticket's keys of today and tomorrow (UTC days) with the ticket; reception staff get the activity's with the desk's
 * guest list. Nothing is stored: any instance derives the same keys from FU_SIGN_SECRET.
 */
import crypto from 'node:crypto'
import { activityKeyMessage, PASS_WINDOW_SECONDS, passDay, passWindow, ticketKeyMessage, type PassKey } from '@core/ticketQr'

const hmacHex = (key: crypto.BinaryLike, text: string) => crypto.createHmac('sha256', key).update(text, 'utf8').digest('hex')

/** The days whose keys are handed out at `nowMs`: today and tomorrow, so a phone or desk keeps working past midnight. */
export const keyDays = (nowMs = Date.now()): number[] => {
  const today = passDay(passWindow(nowMs))
  return [today, today + 1]
}

export function activityDayKeys(secret: string, activityId: string, nowMs = Date.now()): PassKey[] {
  return keyDays(nowMs).map((day) => ({ day, key: hmacHex(`ticket-pass:${secret}`, activityKeyMessage(activityId, day)) }))
}

/** What the holder's phone needs to show its rotating code offline (the `pass` of their ticket). */
export function ticketPass(secret: string, ticket: { _id: string; activity_id: string }, nowMs = Date.now()) {
  return {
    window: PASS_WINDOW_SECONDS,
    server_time: nowMs,
    keys: activityDayKeys(secret, ticket.activity_id, nowMs).map(({ day, key }) => ({ day, key: hmacHex(Buffer.from(key, 'hex'), ticketKeyMessage(ticket._id)) })),
  }
}
