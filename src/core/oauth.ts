/**
 * Client rules of the OAuth consent screens (/oauth/authorize, /oauth/chinaief): which parameters of the address are
 * the partner's authorization request, what an answer means for the screen, where the visitor will be sent.
 * The checks themselves (client, redirect URI, PKCE, scope) are the server's (server/modules/accounts/oauth.ts).
 */
import { OAUTH_SCOPES, type OAuthAuthorizeParams, type OAuthFatalError, type OAuthScope } from '@fu-types/oauth'
import { httpHost } from './links'

const PARAM_KEYS = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method'] as const

/**
 * The authorization request in a screen's query: the seven parameters of RFC 6749 §4.1.1 / RFC 7636 §4.3, nothing
 * else (our own context keys stay out), empty ones left out. `fixedClientId` (/oauth/chinaief) replaces any client_id.
 */
export function authorizeParamsFrom(query: Readonly<Record<string, string | undefined>> | OAuthAuthorizeParams, fixedClientId?: string): OAuthAuthorizeParams {
  const params: OAuthAuthorizeParams = {}
  for (const key of PARAM_KEYS) {
    const value = (query as Readonly<Record<string, string | undefined>>)[key]
    if (value) params[key] = value
  }
  if (fixedClientId) params.client_id = fixedClientId
  return params
}

/** The scopes the screen lists, in the catalogue's order, without unknown ones or repeats. */
export function consentScopes(scopes: readonly string[]): OAuthScope[] {
  return OAUTH_SCOPES.filter(scope => scopes.includes(scope))
}

/** Why a request cannot be answered at all (server code 4270's data.error); anything else is not such a refusal. */
export function fatalOAuthError(data: Record<string, unknown> | undefined): OAuthFatalError | undefined {
  const error = data?.error
  return error === 'invalid_client' || error === 'invalid_redirect_uri' ? error : undefined
}

/** The host the visitor returns to (shown under the buttons), or '' for an address that is not http(s). */
export function returnHost(redirectUri: string): string {
  return httpHost(redirectUri) ?? ''
}

/** Only the server's answers are followed, and only to http(s) addresses (never javascript: or our own routes). */
export function isPartnerAddress(url: string | undefined): url is string {
  return !!url && /^https?:\/\/[^\s\\]+$/i.test(url) && !!httpHost(url)
}
