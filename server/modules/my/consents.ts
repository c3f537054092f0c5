/**
 * The consent log (issue 16, PIPL / GDPR): every decision a person makes about their data is one new row of
 * `consents` (never updated), so "what did I agree to, and when" has an answer. Written where the decision is taken,
 * in the same transaction when there is one.
 */
import { desc, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { consents } from '../../db/schema'
import { nowSeconds, objectId } from '../../lib/ids'

export const CONSENT_KINDS = ['privacy_policy', 'meeting_authorization', 'demand_contact', 'card_sharing'] as const
export type ConsentKind = typeof CONSENT_KINDS[number]

/** The privacy policy's version the client shows on /agree (raise it when the policy's text changes). */
export const PRIVACY_POLICY_VERSION = '2026-11'

export interface ConsentInput {
  targetId?: string | null
  granted?: boolean
  detail?: Record<string, unknown>
}

export async function recordConsent(db: Tx, userId: string, kind: ConsentKind, input: ConsentInput = {}): Promise<typeof consents.$inferSelect> {
  const [row] = await db.insert(consents).values({
    _id: objectId(), user_id: userId, kind, target_id: input.targetId ?? null,
    granted: input.granted === false ? 0 : 1, detail: input.detail ?? {}, created: nowSeconds(),
  }).returning()
  return row
}

/** My consent log, newest first. */
export async function consentLog(db: Tx, userId: string) {
  const rows = await db.select().from(consents).where(eq(consents.user_id, userId)).orderBy(desc(consents.created), desc(consents._id))
  return rows.map(({ user_id: _u, ...row }) => row)
}
