/** Verification codes by SMS and e-mail (through the message queue), with the 60-second resend rule and five tries per code. */
import crypto from 'node:crypto'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { verificationCodes } from '../../db/schema'
import { ApiError, badRequest, ErrorCode } from '../../http/errors'
import { nowSeconds, objectId } from '../../lib/ids'
import { enqueueMessage } from '../messages/queue'
import { asLanguage, renderMessage } from '../messages/templates'

export const CODE_TTL_SECONDS = 300
export const RESEND_SECONDS = 60
/** The resend window: SPEC's 60 s; a test run outside production may shorten it (FU_CODE_RESEND_SECONDS). */
const resendSeconds = () => process.env.NODE_ENV !== 'production' && process.env.FU_CODE_RESEND_SECONDS
  ? Math.max(0, Number(process.env.FU_CODE_RESEND_SECONDS) || 0) : RESEND_SECONDS
const MAX_ATTEMPTS = 5

export type CodeChannel = 'sms' | 'mail'

export async function sendCode(db: Tx, channel: CodeChannel, target: string, language = 'zh'): Promise<void> {
  const now = nowSeconds()
  const [recent] = await db.select({ _id: verificationCodes._id }).from(verificationCodes)
    .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target), gt(verificationCodes.created, now - resendSeconds())))
    .limit(1)
  if (recent) throw new ApiError(429, ErrorCode.TooFrequent, 'do not operate frequently: wait 60 seconds before asking for another code')
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')
  await db.insert(verificationCodes).values({ _id: objectId(), channel, target, code, expires: now + CODE_TTL_SECONDS, created: now })
  await enqueueMessage(db, channel, target, renderMessage('code', asLanguage(language), { code, minutes: CODE_TTL_SECONDS / 60 }))
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
