import type { Timestamp } from '@fu-types/entities'
import { formatDateTime } from './time'

/**
 * The invitation card (SPEC §2 /meeting/invitation, /meeting/invitation/download; SPEC §3 exhibition.invitation_cover):
 * what it says, and the same card as a drawing a canvas renders into the image that is downloaded or saved to the album.
 * Pure: the drawing is a list of operations; src/flows/cardImage.ts paints them in each runtime.
 */

/** What the card shows. `qrText` is the address the QR code opens (the meeting, through the company when there is one). */
export interface InvitationCard {
  cover?: string
  meetingTitle: string
  /** The meeting's dates, already formatted in its time zone. */
  dates: string
  companyName?: string
  logo?: string
  booth?: string
  /** The signed-in visitor's name ("Dear …"); none for a guest. */
  guestName?: string
  qrText: string
}

/** The card's texts in the visitor's language (the screen passes them through t()). */
export interface InvitationTexts {
  /** "Dear {name}" or, for a guest, the general salutation. */
  salutation: string
  /** "{company} invites you to" or, without a company, "You are invited to". */
  invites: string
  booth: string
  scan: string
}

export type DrawOp =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: string; radius?: number }
  | { kind: 'image'; src: string; x: number; y: number; w: number; h: number; fit: 'cover' | 'contain'; radius?: number }
  | { kind: 'text'; text: string; x: number; y: number; maxWidth: number; size: number; bold?: boolean; color: string; align: 'left' | 'center'; maxLines: number }
  | { kind: 'qr'; text: string; x: number; y: number; size: number; color: string; background: string }

export interface CardDrawing { width: number; height: number; background: string; ops: DrawOp[] }

/** The printed card's own colours (a canvas takes no CSS variables): the theme colour leads, the rest are neutral. */
const CARD_INK = { text: '#1f1f1f', muted: '#666666', paper: '#ffffff', band: '#f5f6f8' } as const

export const CARD_WIDTH = 750
export const CARD_HEIGHT = 1200
const PAD = 48
const COVER_HEIGHT = 400

/**
 * The card at 750 × 1200 px (a phone screen's proportions): the cover on top, the salutation and the inviting company
 * (its logo beside its name, the booth under it), the meeting's title and dates, then the QR code with "scan to open".
 * Texts wrap to at most the lines each box holds; missing parts leave their space to the next.
 */
export function invitationDrawing(card: InvitationCard, texts: InvitationTexts, themeColor: string): CardDrawing {
  const ops: DrawOp[] = []
  const inner = CARD_WIDTH - 2 * PAD
  if (card.cover) ops.push({ kind: 'image', src: card.cover, x: 0, y: 0, w: CARD_WIDTH, h: COVER_HEIGHT, fit: 'cover' })
  else ops.push({ kind: 'rect', x: 0, y: 0, w: CARD_WIDTH, h: COVER_HEIGHT, color: themeColor })
  let y = COVER_HEIGHT + PAD
  ops.push({ kind: 'text', text: texts.salutation, x: PAD, y, maxWidth: inner, size: 32, bold: true, color: CARD_INK.text, align: 'left', maxLines: 1 })
  y += 56
  if (card.companyName) {
    const logoSize = 88
    let textX = PAD
    if (card.logo) {
      ops.push({ kind: 'rect', x: PAD, y, w: logoSize, h: logoSize, color: CARD_INK.band, radius: 12 })
      ops.push({ kind: 'image', src: card.logo, x: PAD + 4, y: y + 4, w: logoSize - 8, h: logoSize - 8, fit: 'contain', radius: 10 })
      textX = PAD + logoSize + 24
    }
    ops.push({ kind: 'text', text: card.companyName, x: textX, y: y + 6, maxWidth: CARD_WIDTH - PAD - textX, size: 34, bold: true, color: themeColor, align: 'left', maxLines: 1 })
    if (card.booth) ops.push({ kind: 'text', text: `${texts.booth} ${card.booth}`, x: textX, y: y + 54, maxWidth: CARD_WIDTH - PAD - textX, size: 26, color: CARD_INK.muted, align: 'left', maxLines: 1 })
    y += logoSize + 28
  }
  ops.push({ kind: 'text', text: texts.invites, x: PAD, y, maxWidth: inner, size: 28, color: CARD_INK.muted, align: 'left', maxLines: 2 })
  y += 48
  ops.push({ kind: 'text', text: card.meetingTitle, x: PAD, y, maxWidth: inner, size: 40, bold: true, color: CARD_INK.text, align: 'left', maxLines: 2 })
  y += 2 * 52 + 8
  if (card.dates) {
    ops.push({ kind: 'text', text: card.dates, x: PAD, y, maxWidth: inner, size: 26, color: CARD_INK.muted, align: 'left', maxLines: 1 })
  }
  const qrSize = 200
  const qrY = CARD_HEIGHT - PAD - qrSize - 44
  ops.push({ kind: 'rect', x: 0, y: qrY - 24, w: CARD_WIDTH, h: CARD_HEIGHT - qrY + 24, color: CARD_INK.band })
  ops.push({ kind: 'qr', text: card.qrText, x: (CARD_WIDTH - qrSize) / 2, y: qrY, size: qrSize, color: CARD_INK.text, background: CARD_INK.paper })
  ops.push({ kind: 'text', text: texts.scan, x: CARD_WIDTH / 2, y: qrY + qrSize + 14, maxWidth: inner, size: 24, color: CARD_INK.muted, align: 'center', maxLines: 1 })
  return { width: CARD_WIDTH, height: CARD_HEIGHT, background: CARD_INK.paper, ops }
}

/** The saved image's file name: the company (or meeting) name made safe for a file system, then `-invitation.png`. */
export function invitationFileName(card: Pick<InvitationCard, 'companyName' | 'meetingTitle'>): string {
  const printable = Array.from(card.companyName || card.meetingTitle || 'invitation').map(c => (c.charCodeAt(0) < 32 ? ' ' : c)).join('')
  const base = printable.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60)
  return `${base || 'invitation'}-invitation.png`
}

/** The meeting's dates on the card: one day, or the first and last day (`YYYY.MM.DD – YYYY.MM.DD`) in its time zone. */
export function invitationDates(start: Timestamp | undefined, end: Timestamp | undefined, timezone?: string): string {
  if (start === undefined || start === null) return ''
  const first = formatDateTime(start, timezone, 'YYYY.MM.DD')
  const last = end === undefined || end === null ? first : formatDateTime(end, timezone, 'YYYY.MM.DD')
  return first === last ? first : `${first} – ${last}`
}
