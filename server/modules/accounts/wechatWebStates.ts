/**
 * The `state` of the desktop WeChat website sign-in (table wechat_web_states): the server makes it with the
 * authorisation address and checks it when WeChat's code comes back, so a code this site did not ask for (a forged
 * return, CSRF) signs nobody in. Stored as a SHA-256 only; the first code brought with it takes it (one conditional
 * UPDATE: two codes never both do); only that code may come back with it (the phone-binding retry), and not after
 * the sign-in finished.
 */
import crypto from 'node:crypto'
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { wechatWebStates } from '../../db/schema'
import { ApiError, ErrorCode } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'

/** Long enough to scan the code and bind a phone, short enough that a leaked address is soon useless. */
export const WECHAT_WEB_STATE_SECONDS = 600
/** Finished and expired states are kept a day (support questions), then deleted when new ones are made. */
const KEEP_SECONDS = 86400

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex')

export async function createWechatWebState(db: Db, redirect: string): Promise<string> {
  const now = nowSeconds()
  await db.delete(wechatWebStates).where(lt(wechatWebStates.expires_at, now - KEEP_SECONDS))
  const state = crypto.randomBytes(24).toString('base64url')
  await db.insert(wechatWebStates).values({ state_hash: sha256(state), redirect, expires_at: now + WECHAT_WEB_STATE_SECONDS })
  return state
}

const refused = (message: string, reason: 'unknown' | 'used' | 'expired') => new ApiError(400, ErrorCode.WechatStateInvalid, message, { reason })

/** The state's redirect, if `code` may use it: unknown, taken by another code, finished or expired → 400 / 4267. */
export async function takeWechatWebState(db: Db, state: string, code: string): Promise<string> {
  const now = nowSeconds()
  const hash = sha256(state)
  const codeHash = sha256(code)
  const [taken] = await db.update(wechatWebStates).set({ code_hash: codeHash })
    .where(and(
      eq(wechatWebStates.state_hash, hash), isNull(wechatWebStates.done_at), gt(wechatWebStates.expires_at, now),
      or(isNull(wechatWebStates.code_hash), eq(wechatWebStates.code_hash, codeHash)),
    ))
    .returning({ redirect: wechatWebStates.redirect })
  if (taken) return taken.redirect
  const [row] = await db.select().from(wechatWebStates).where(eq(wechatWebStates.state_hash, hash)).limit(1)
  if (!row) throw refused('WeChat sign-in state unknown: start the WeChat sign-in again', 'unknown')
  if (row.done_at !== null || (row.code_hash !== null && row.code_hash !== codeHash)) throw refused('WeChat sign-in state already used: start the WeChat sign-in again', 'used')
  throw refused('WeChat sign-in state expired: start the WeChat sign-in again', 'expired')
}

/** The sign-in finished: the state never serves again. */
export async function finishWechatWebState(db: Db, state: string): Promise<void> {
  await db.update(wechatWebStates).set({ done_at: nowSeconds() }).where(eq(wechatWebStates.state_hash, sha256(state)))
}

/** Development: moves a state's expiry to now (the clock jump a test needs). */
export async function expireWechatWebState(db: Db, state: string): Promise<boolean> {
  const rows = await db.update(wechatWebStates).set({ expires_at: nowSeconds() }).where(eq(wechatWebStates.state_hash, sha256(state))).returning()
  return rows.length > 0
}
