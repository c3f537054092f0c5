/** Verification codes by SMS and e-mail (to the outbox), with the 60-second resend rule and five tries per code. */
import crypto from 'node:crypto'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { verificationCodes } from '../db/schema'
import { ApiError, badRequest, ErrorCode } from './errors'
import { nowSeconds, objectId } from './ids'
import { sendMessage } from './outbox'

export const CODE_TTL_SECONDS = 300
export const RESEND_SECONDS = 60
const MAX_ATTEMPTS = 5

export type CodeChannel = 'sms' | 'mail'

export async function sendCode(db: Tx, channel: CodeChannel, target: string, language = 'zh'): Promise<void> {
  const now = nowSeconds()
  const [recent] = await db.select({ _id: verificationCodes._id }).from(verificationCodes)
    .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target), gt(verificationCodes.created, now - RESEND_SECONDS)))
    .limit(1)
  if (recent) throw new ApiError(429, ErrorCode.TooFrequent, 'do not operate frequently: wait 60 seconds before asking for another code')
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')
  await db.insert(verificationCodes).values({ _id: objectId(), channel, target, code, expires: now + CODE_TTL_SECONDS, created: now })
  const text = CODE_TEXT[language as keyof typeof CODE_TEXT] ?? CODE_TEXT.en
  await sendMessage(db, channel, target, text.body(code), channel === 'mail' ? text.subject : undefined)
}

const CODE_TEXT = {
  zh: { subject: '验证码', body: (c: string) => `您的验证码是 ${c}，5 分钟内有效。` },
  en: { subject: 'Verification code', body: (c: string) => `Your verification code is ${c}. It is valid for 5 minutes.` },
  ja: { subject: '認証コード', body: (c: string) => `認証コードは ${c} です。5 分間有効です。` },
  ko: { subject: '인증 코드', body: (c: string) => `인증 코드는 ${c} 입니다. 5분간 유효합니다.` },
}

const codeInvalid = () => badRequest(ErrorCode.CodeInvalid, 'code invalid: please re-enter the verification code')

/** Checks the latest live code; `consume` spends it (login), otherwise it stays usable (the check endpoints). */
export async function verifyCode(db: Tx, channel: CodeChannel, target: string, code: string, consume: boolean): Promise<void> {
  const now = nowSeconds()
  const [latest] = await db.select().from(verificationCodes)
    .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target), eq(verificationCodes.used, 0), gt(verificationCodes.expires, now)))
    .orderBy(desc(verificationCodes.created), desc(verificationCodes._id)).limit(1)
  if (!latest) throw codeInvalid()
  const same = latest.code.length === code.length && crypto.timingSafeEqual(Buffer.from(latest.code), Buffer.from(code))
  if (!same) {
    await db.update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1`, used: sql`case when ${verificationCodes.attempts} + 1 >= ${MAX_ATTEMPTS} then 1 else 0 end` })
      .where(eq(verificationCodes._id, latest._id))
    throw codeInvalid()
  }
  if (!consume) return
  const spent = await db.update(verificationCodes).set({ used: 1 })
    .where(and(eq(verificationCodes._id, latest._id), eq(verificationCodes.used, 0))).returning({ _id: verificationCodes._id })
  if (!spent.length) throw codeInvalid()
}
