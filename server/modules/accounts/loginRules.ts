/**
 * What the sign-in routes share: the code and phone rules, the device a token is issued to, and the account bound to
 * a provider's subject.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import { userIdentities, users } from '../../db/schema'
import { badRequest, ErrorCode } from '../../http/errors'
import { areaCode, mainlandMobile, phone, z } from '../../lib/validation'

export const code = z.string().trim().regex(/^\d{4,8}$/, 'code must be 4 to 8 digits')
/** Mainland numbers (area code 86, the default) must be mobile numbers (SPEC §5). */
export const phoneWithArea = { phone, area_code: areaCode.optional() }
export const SIGN_WINDOW_SECONDS = 300
/** A WeChat login code (wx.login, web OAuth) or the phone-number button's code; the stand-in's are dev-<subject>. */
export const wechatLoginCode = z.string().trim().regex(/^[A-Za-z0-9_.@-]{1,128}$/, 'invalid WeChat code')
export const devSubject = z.string().trim().regex(/^dev-[A-Za-z0-9_.@-]{1,64}$/, 'development provider codes look like dev-<subject>')

export function checkMainland(body: { phone: string; area_code?: string }): string {
  const area = (body.area_code ?? '86').replace(/^\+/, '')
  if (area === '86' && !mainlandMobile.safeParse(body.phone).success) throw badRequest(ErrorCode.ValidationFailed, 'invalid mainland China mobile number')
  return area
}

/** The device and client a token is issued to (their headers). */
export function deviceOf(request: FastifyRequest): { deviceId?: string; clientId?: string } {
  return { deviceId: headerValue(request.headers['device-id']), clientId: headerValue(request.headers['client-id']) }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** The account bound to a provider's subject, if any. */
export async function identityUser(db: Db, provider: string, subject: string) {
  const [row] = await db.select({ user: users }).from(userIdentities).innerJoin(users, eq(users._id, userIdentities.user_id))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject))).limit(1)
  return row?.user
}
