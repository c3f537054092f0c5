/**
 * A person's openid per WeChat app (`wechat_credentials` on the user), what WeChat Pay in the WeChat browser needs.
 * Kept by POST /wechat/authorizes and by POST /tokens/wechat with `app_id` (a real OAuth code is single-use, so the
 * sign-in keeps the openid of the code it already exchanged instead of the client spending the code twice).
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { userIdentities, users } from '../../db/schema'
import { z } from '../../lib/validation'

export interface WechatCredential { app_id: string; open_id: string }

/** A WeChat app id (official account or mini-program) as the client sends it. */
export const wechatAppId = z.string().trim().regex(/^[A-Za-z0-9_-]{2,64}$/, 'invalid app_id')

/** Replaces the user's credential for that app (one per app, never duplicated). */
export async function keepWechatCredential(db: Db, userId: string, credential: WechatCredential): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ doc: users.doc }).from(users).where(eq(users._id, userId)).limit(1).for('update')
    if (!row) return
    const kept = ((row.doc as { wechat_credentials?: WechatCredential[] }).wechat_credentials ?? []).filter(c => c.app_id !== credential.app_id)
    await tx.update(users).set({ doc: { ...row.doc as object, wechat_credentials: [...kept, credential] } }).where(eq(users._id, userId))
  })
}

/** The user's openid in that app, if kept (what WeChat Pay's JSAPI payments name as the payer). */
export async function wechatOpenid(db: Db, userId: string, appId: string): Promise<string | undefined> {
  const [row] = await db.select({ doc: users.doc }).from(users).where(eq(users._id, userId)).limit(1)
  return ((row?.doc as { wechat_credentials?: WechatCredential[] } | undefined)?.wechat_credentials ?? []).find((c) => c.app_id === appId)?.open_id
}

/**
 * Whether this WeChat person belongs to an account other than `userId`: another account keeps the openid for that app,
 * or signs in with that WeChat identity. Binding it anyway would let one person pay as, or sign in as, another.
 */
export async function wechatPersonTakenByOther(db: Db, userId: string, credential: WechatCredential, subject?: string): Promise<boolean> {
  const [kept] = await db.select({ _id: users._id }).from(users)
    .where(and(ne(users._id, userId), sql`${users.doc}->'wechat_credentials' @> ${JSON.stringify([credential])}::jsonb`)).limit(1)
  if (kept) return true
  if (!subject) return false
  const [identity] = await db.select({ user_id: userIdentities.user_id }).from(userIdentities)
    .where(and(eq(userIdentities.provider, 'wechat'), eq(userIdentities.subject, subject), ne(userIdentities.user_id, userId))).limit(1)
  return Boolean(identity)
}
