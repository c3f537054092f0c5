/**
 * Who may watch a live (SPEC §4, §6): a public live is open; a private one needs a ticket of one of its activities, a
 * paid one a paid live order. Stream addresses of private or paid lives are given only to those allowed.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Tx } from '../../db/client'
import { liveCheckouts, lives, tickets } from '../../db/schema'
import { toDoc } from '../../lib/docs'
import { ApiError, ErrorCode, forbidden, notFound } from '../../http/errors'

export type LiveRow = typeof lives.$inferSelect
const STREAM_FIELDS = ['hls_url', 'replay_url']

export function isRestricted(row: LiveRow): boolean {
  return Boolean(row.privacy) || row.price > 0
}

/** The live document; stream addresses of private / paid lives are left out. */
export function liveDoc(row: LiveRow, withStream = !isRestricted(row)): Record<string, unknown> {
  const doc = toDoc(row, row.deleted ? [] : ['deleted'])
  if (!withStream) for (const key of STREAM_FIELDS) delete doc[key]
  return doc
}

export async function loadLive(db: Tx, id: string): Promise<LiveRow> {
  const [row] = await db.select().from(lives).where(eq(lives._id, id)).limit(1)
  if (!row || row.deleted) throw notFound('live')
  return row
}

export interface LivePermission {
  allowed: 0 | 1
  /** Same as `allowed` (the client reads `permission`). */
  permission: 0 | 1
  /** Why not: 'login' (guest), 'registration' (private: register for one of `activities`), 'payment' (paid: `price`). */
  reason?: 'login' | 'registration' | 'payment'
  activities?: string[]
  price?: number
  hls_url?: string
  replay_url?: string
}

export async function livePermission(db: Tx, request: FastifyRequest, live: LiveRow): Promise<LivePermission> {
  const doc = live.doc as { activities?: string[]; hls_url?: string; replay_url?: string }
  const granted = (): LivePermission => ({ allowed: 1, permission: 1, ...(doc.hls_url ? { hls_url: doc.hls_url } : {}), ...(doc.replay_url ? { replay_url: doc.replay_url } : {}) })
  if (!isRestricted(live)) return granted()
  const user = request.user
  if (!user) return { allowed: 0, permission: 0, reason: 'login' }
  if (live.privacy) {
    const linked = (doc.activities ?? []).filter((a) => typeof a === 'string')
    const [ticket] = linked.length
      ? await db.select({ _id: tickets._id }).from(tickets)
        .where(and(eq(tickets.user_id, user._id), inArray(tickets.activity_id, linked), inArray(tickets.status, [1, 3]), eq(tickets.deleted, 0))).limit(1)
      : []
    if (!ticket) return { allowed: 0, permission: 0, reason: 'registration', activities: linked }
  }
  if (live.price > 0) {
    const [paid] = await db.select({ _id: liveCheckouts._id }).from(liveCheckouts)
      .where(and(eq(liveCheckouts.live_id, live._id), eq(liveCheckouts.user_id, user._id), eq(liveCheckouts.status, 'done'))).limit(1)
    if (!paid) return { allowed: 0, permission: 0, reason: 'payment', price: live.price }
  }
  return granted()
}

/** 401 for a guest, 403 naming what is missing (registration, payment), unless the caller may watch the live. */
export async function requireWatching(db: Tx, request: FastifyRequest, live: LiveRow): Promise<void> {
  const permission = await livePermission(db, request, live)
  if (!permission.allowed) {
    if (permission.reason === 'login') throw new ApiError(401, ErrorCode.LoginRequired, 'login required for this live')
    throw forbidden(`no permission: this live needs ${permission.reason}`)
  }
}
