/**
 * WeChat login codes are single-use. When POST /tokens/wechat answers 4260 ("bind a phone first"), the identity its
 * code gave is kept 5 minutes (table wechat_code_exchanges, the code stored as a SHA-256 only), so the binding retry
 * with the same code finds it without asking WeChat a second time (which would answer 40163). Once a token is issued
 * the entry is deleted: a kept code never signs anyone in twice.
 */
import crypto from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { wechatCodeExchanges } from '../../db/schema'
import { nowSeconds } from '../../lib/ids'
import type { WechatIdentity, WechatProvider } from '../../providers/wechat/provider'

const KEEP_SECONDS = 300

const hashOf = (provider: WechatProvider, appId: string | undefined, code: string) => {
  const app = appId ?? provider.defaultAppId ?? ''
  return { app, codeHash: crypto.createHash('sha256').update(`${app}\n${code}`).digest('hex') }
}

/** The identity of a code: the one kept for a pending binding, else WeChat's answer (code-to-session / OAuth). */
export async function exchangeWechatCode(db: Db, provider: WechatProvider, appId: string | undefined, code: string): Promise<WechatIdentity> {
  const { codeHash } = hashOf(provider, appId, code)
  const [kept] = await db.select().from(wechatCodeExchanges)
    .where(and(eq(wechatCodeExchanges.code_hash, codeHash), gt(wechatCodeExchanges.expires_at, nowSeconds()))).limit(1)
  if (kept) return { openid: kept.openid, unionid: kept.unionid ?? undefined, subject: kept.subject, nickname: kept.nickname ?? undefined }
  return provider.exchangeCode(appId, code)
}

/** Keeps a code's identity while its person binds a phone (the 4260 answer). */
export async function keepForBinding(db: Db, provider: WechatProvider, appId: string | undefined, code: string, identity: WechatIdentity): Promise<void> {
  const { app, codeHash } = hashOf(provider, appId, code)
  const now = nowSeconds()
  await db.delete(wechatCodeExchanges).where(lt(wechatCodeExchanges.expires_at, now))
  await db.insert(wechatCodeExchanges)
    .values({ code_hash: codeHash, app_id: app, openid: identity.openid, unionid: identity.unionid ?? null, subject: identity.subject, nickname: identity.nickname ?? null, expires_at: now + KEEP_SECONDS })
    .onConflictDoNothing()
}

/** The code signed someone in: it is spent. */
export async function forgetCode(db: Db, provider: WechatProvider, appId: string | undefined, code: string): Promise<void> {
  await db.delete(wechatCodeExchanges).where(eq(wechatCodeExchanges.code_hash, hashOf(provider, appId, code).codeHash))
}
