/**
 * WeChat login codes are single-use: the first exchange (code-to-session / OAuth) is kept 5 minutes (table
 * wechat_code_exchanges, the code stored as a SHA-256 only), so the same code sent again, as the 4260 "bind a phone
 * first" answer asks, finds its identity without asking WeChat a second time (which would answer 40163).
 */
import crypto from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { wechatCodeExchanges } from '../db/schema'
import { nowSeconds } from './ids'
import type { WechatIdentity, WechatProvider } from './wechatProvider'

const KEEP_SECONDS = 300

export async function exchangeWechatCode(db: Db, provider: WechatProvider, appId: string | undefined, code: string): Promise<WechatIdentity> {
  const app = appId ?? provider.defaultAppId ?? ''
  const codeHash = crypto.createHash('sha256').update(`${app}\n${code}`).digest('hex')
  const now = nowSeconds()
  const [kept] = await db.select().from(wechatCodeExchanges)
    .where(and(eq(wechatCodeExchanges.code_hash, codeHash), gt(wechatCodeExchanges.expires_at, now))).limit(1)
  if (kept) return { openid: kept.openid, unionid: kept.unionid ?? undefined, subject: kept.subject }
  const identity = await provider.exchangeCode(appId, code)
  await db.delete(wechatCodeExchanges).where(lt(wechatCodeExchanges.expires_at, now))
  await db.insert(wechatCodeExchanges)
    .values({ code_hash: codeHash, app_id: app, openid: identity.openid, unionid: identity.unionid ?? null, subject: identity.subject, expires_at: now + KEEP_SECONDS })
    .onConflictDoNothing()
  return identity
}
