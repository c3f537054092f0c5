/**
 * Signing in with a WeChat code, shared by POST /tokens/wechat (mini-program, official account) and POST
 * /tokens/wechat/web (the website application's desktop QR): an identity must be bound to a phone; without one → 4260
 * and the client binds one: the mini-program's phone-number button (`phone_code`, exchanged through WeChat's
 * getuserphonenumber: WeChat verified the number) or phone + SMS code. On 4260 the code's identity is kept 5 minutes,
 * so the binding retry with the same code does not spend it twice, and forgotten once the person is signed in. The
 * person's openid in that app is kept with the account (`wechat_credentials`, for WeChat Pay).
 */
import type { Db } from '../../db/client'
import { userIdentities } from '../../db/schema'
import { ApiError, ErrorCode } from '../../http/errors'
import type { WechatProvider } from '../../providers/wechat/provider'
import { verifyCode } from './codes'
import { checkMainland, identityUser } from './loginRules'
import { adoptRegistrationName, findOrCreateUser } from './users'
import { exchangeWechatCode, forgetCode, keepForBinding } from './wechatCodes'
import { keepWechatCredential } from './wechatCredentials'

export interface WechatSignInInput { code: string; phone?: string; area_code?: string; verify_code?: string; phone_code?: string }

/** The account the code's WeChat person signs in to (bound by subject: the unionid when WeChat gives one). */
export async function signInWithWechat(db: Db, wechat: WechatProvider, appId: string | undefined, input: WechatSignInInput): Promise<{ _id: string }> {
  const identity = await exchangeWechatCode(db, wechat, appId, input.code)
  let user = await identityUser(db, 'wechat', identity.subject)
  if (!user?.phone) {
    let bind: { phone: string; area_code: string }
    if (input.phone_code) {
      bind = await wechat.phoneNumber(input.phone_code)
    } else {
      if (!input.phone || !input.verify_code) {
        await keepForBinding(db, wechat, appId, input.code, identity)
        throw new ApiError(400, ErrorCode.WechatLoginNeedsBinding, 'bind a phone number to this WeChat account first', { provider: 'wechat' })
      }
      const area = checkMainland({ phone: input.phone, area_code: input.area_code })
      await verifyCode(db, 'sms', input.phone, input.verify_code, true)
      bind = { phone: input.phone, area_code: area }
    }
    user = await db.transaction(async (tx) => {
      const bound = await findOrCreateUser(tx, bind)
      await tx.insert(userIdentities).values({ provider: 'wechat', subject: identity.subject, user_id: bound._id })
        .onConflictDoUpdate({ target: [userIdentities.provider, userIdentities.subject], set: { user_id: bound._id } })
      // The website sign-in's WeChat nickname names an account that has no name yet.
      await adoptRegistrationName(tx, bound._id, identity.nickname)
      return bound
    })
  }
  await forgetCode(db, wechat, appId, input.code)
  const app = appId ?? wechat.defaultAppId
  if (app) await keepWechatCredential(db, user._id, { app_id: app, open_id: identity.openid })
  return user
}
