/**
 * Lead capture at the booth (issue 16): what a scanned or typed code means, what an exhibitor may see of a person
 * before the person shared their card (PIPL: consent), the rules of a lead's rating, tags and notes, and CSV cells
 * that a spreadsheet cannot run as formulas. Shared by the screens and the server.
 */
import type { LeadEditErrorKey } from './messages'
import { parseTicketQr } from './ticketQr'
import { charCount } from './validation/result'

/** How a person became a lead: scanned at the booth (ticket or card), or they contacted the company. */
export const LEAD_SOURCES = ['scan_ticket', 'scan_card', 'appointment', 'question'] as const
export type LeadSource = (typeof LEAD_SOURCES)[number]

/**
 * Whether the exhibitor may see the person's card: `granted` (shared, or already connected), `contacted` (the person
 * booked an appointment with or asked the company), `pending` (asked at the booth, no answer yet), `declined`.
 */
export const LEAD_CONSENTS = ['granted', 'contacted', 'pending', 'declined'] as const
export type LeadConsent = (typeof LEAD_CONSENTS)[number]

const LEAD_RATING_MIN = 1
export const LEAD_RATING_MAX = 5
const LEAD_TAGS_MAX = 10
const LEAD_TAG_MAX_CHARS = 20
const LEAD_NOTES_MAX_CHARS = 2000

/** Phone, e-mail and the full name only when the person shared their card or contacted the company. */
export function leadCardVisible(consent: LeadConsent | string): boolean {
  return consent === 'granted' || consent === 'contacted'
}

/** The first letter of a name, all an exhibitor sees before the person shares their card ('' for no name). */
export function nameInitial(name: string | null | undefined): string {
  const first = Array.from((name ?? '').trim())[0] ?? ''
  return first.toUpperCase()
}

/** A scanned or typed code: a ticket (its activity when the QR payload carries it), or a person's card link. */
type LeadCode =
  | { kind: 'ticket'; code: string; activityId?: string }
  | { kind: 'card'; userId: string }
  | { kind: 'unknown' }

const CARD_LINK = /[?&]user_id=([0-9a-f]{24})(?:&|$)/i

/**
 * Reads what the booth scanner or the keyboard gave: the ticket's check-in QR (`FU-T1.<activity>.<code>`, core/ticketQr),
 * the 6-digit code printed under it, or the link of a person's card QR (`…/meeting/user?user_id=…`, /my/contact).
 */
export function parseLeadCode(text: string): LeadCode {
  const value = text.trim()
  const ticket = parseTicketQr(value)
  if (ticket.ok) return { kind: 'ticket', code: ticket.lookup.code, activityId: ticket.lookup.activityId }
  if (ticket.reason === 'needsActivity') return { kind: 'ticket', code: value }
  const card = CARD_LINK.exec(value)
  if (card && /meeting\/user/.test(value)) return { kind: 'card', userId: card[1].toLowerCase() }
  return { kind: 'unknown' }
}

export type LeadEditField = 'rating' | 'tags' | 'notes'
export type { LeadEditErrorKey }

/** Tags as kept: trimmed, blanks dropped, each once (the first spelling wins, case aside). */
export function normaliseLeadTags(tags: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ')
    const key = tag.toLowerCase()
    if (!tag || seen.has(key)) continue
    seen.add(key)
    out.push(tag)
  }
  return out
}

/** A tag typed as "a, b; c": split on commas (either width), semicolons and line breaks. */
export function splitLeadTags(text: string): string[] {
  return normaliseLeadTags(text.split(/[,，;；、\n]/))
}

/** The rules of a lead's edit: a rating of 1–5 (or none), at most 10 tags of 20 characters, notes of 2000. */
export function validateLeadEdit(edit: { rating?: number | null; tags?: readonly string[]; notes?: string }): Partial<Record<LeadEditField, LeadEditErrorKey>> {
  const errors: Partial<Record<LeadEditField, LeadEditErrorKey>> = {}
  if (edit.rating !== undefined && edit.rating !== null && !(Number.isInteger(edit.rating) && edit.rating >= LEAD_RATING_MIN && edit.rating <= LEAD_RATING_MAX)) errors.rating = 'leads.error.rating'
  if (edit.tags) {
    const tags = normaliseLeadTags(edit.tags)
    if (tags.length > LEAD_TAGS_MAX) errors.tags = 'leads.error.tagsTooMany'
    else if (tags.some(tag => charCount(tag) > LEAD_TAG_MAX_CHARS)) errors.tags = 'leads.error.tagTooLong'
  }
  if (edit.notes !== undefined && charCount(edit.notes) > LEAD_NOTES_MAX_CHARS) errors.notes = 'leads.error.notesTooLong'
  return errors
}

/**
 * One CSV cell: a value a spreadsheet would read as a formula (starting with = + - @, or a tab / carriage return
 * before one) gets a leading apostrophe, so it shows as the text it is (OWASP "CSV injection"); then quoted when it
 * holds a comma, a quote or a line break.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A CSV file of rows (RFC 4180 line ends), with the UTF-8 byte-order mark Excel needs to read Chinese, Japanese and Korean. */
export function csvText(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map(row => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
