/**
 * What Google sign-in (POST /tokens/google) needs from Google, behind one interface, with two implementations chosen
 * at start (server/app.ts):
 * - the real verifier of Google's ID tokens (./client.ts) when FU_GOOGLE_CLIENT_IDS is set;
 * - the development stand-in below, the demo's default, which takes the `dev-<subject>` tokens of the client's
 *   development identity. It never runs with NODE_ENV=production: a production server without FU_GOOGLE_CLIENT_IDS
 *   answers 503 / 4261.
 */
import { ApiError, badRequest, ErrorCode } from '../../http/errors'

/** A person as Google names them: `subject` (the ID token's `sub`) binds the account; the e-mail address Google verified. */
export interface GoogleIdentity { subject: string; email: string; name?: string }

/** What the client sends: the ID token Google Identity Services gave it (`credential`), or the stand-in's code. */
export interface GoogleSignInBody { id_token?: string; access_token?: string; email?: string }

export interface GoogleSignIn {
  readonly kind: 'development' | 'google'
  /** The client ids whose tokens are accepted; the first is the H5's (public: the page needs it to ask Google). */
  readonly clientIds: readonly string[]
  /** The person the body's token names; a forged, expired or foreign token → 401 / 4266 (`data.reason`). */
  identify(body: GoogleSignInBody): Promise<GoogleIdentity>
}

const DEV_SUBJECT = /^dev-[A-Za-z0-9_.@-]{1,64}$/

/** `dev-<subject>` is the person; the e-mail address is the body's, else one made from the subject. */
export const developmentGoogleSignIn: GoogleSignIn = {
  kind: 'development',
  clientIds: [],
  async identify(body) {
    const subject = body.access_token ?? body.id_token
    if (!subject) throw badRequest(ErrorCode.ValidationFailed, 'google login needs access_token')
    if (!DEV_SUBJECT.test(subject)) throw badRequest(ErrorCode.ValidationFailed, 'development provider codes look like dev-<subject>')
    return { subject, email: body.email ?? `${subject.slice(4).toLowerCase()}@google.dev.invalid` }
  },
}

/** Without a provider (production without FU_GOOGLE_CLIENT_IDS): 503 naming the setting. */
export function requireGoogle(provider: GoogleSignIn | undefined): GoogleSignIn {
  if (!provider) throw new ApiError(503, ErrorCode.ProviderUnavailable, 'Google sign-in is not configured on this server (set FU_GOOGLE_CLIENT_IDS)')
  return provider
}
