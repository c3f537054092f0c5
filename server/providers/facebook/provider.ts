/**
 * What Facebook sign-in (POST /tokens/facebook) needs from Facebook, behind one interface, with two implementations
 * chosen at start (server/app.ts):
 * - the real client of the Graph API (./client.ts) when FU_FACEBOOK_APP_ID and FU_FACEBOOK_APP_SECRET are set;
 * - the development stand-in below, the demo's default, which takes the `dev-<subject>` tokens of the client's
 *   development identity. It never runs with NODE_ENV=production: a production server without the app answers 503.
 */
import { ApiError, badRequest, ErrorCode } from '../../http/errors'

/** A person as Facebook names them: `subject` (the app-scoped user id) binds the account; the e-mail address to find or make it. */
export interface FacebookIdentity { subject: string; email: string; name?: string }

/** What the client sends: the user access token Facebook Login gave it, or the stand-in's code. */
export interface FacebookSignInBody { access_token?: string; id_token?: string; email?: string }

export interface FacebookSignIn {
  readonly kind: 'development' | 'facebook'
  /** The person the body's token names; an invalid, expired or another app's token → 401 / 4266 (`data.reason`). */
  identify(body: FacebookSignInBody): Promise<FacebookIdentity>
}

const DEV_SUBJECT = /^dev-[A-Za-z0-9_.@-]{1,64}$/

/** `dev-<subject>` is the person; the e-mail address is the body's, else one made from the subject. */
export const developmentFacebookSignIn: FacebookSignIn = {
  kind: 'development',
  async identify(body) {
    const subject = body.access_token ?? body.id_token
    if (!subject) throw badRequest(ErrorCode.ValidationFailed, 'facebook login needs access_token')
    if (!DEV_SUBJECT.test(subject)) throw badRequest(ErrorCode.ValidationFailed, 'development provider codes look like dev-<subject>')
    return { subject, email: body.email ?? `${subject.slice(4).toLowerCase()}@facebook.dev.invalid` }
  },
}

/** Without a provider (production without FU_FACEBOOK_APP_ID): 503 naming the settings. */
export function requireFacebook(provider: FacebookSignIn | undefined): FacebookSignIn {
  if (!provider) throw new ApiError(503, ErrorCode.ProviderUnavailable, 'Facebook sign-in is not configured on this server (set FU_FACEBOOK_APP_ID and FU_FACEBOOK_APP_SECRET)')
  return provider
}
