/**
 * This platform as an OAuth 2.0 authorization server (RFC 6749 authorization-code grant with PKCE, RFC 7636) for
 * registered partner sites: what the consent screen (src/pages/oauth) and the server (server/modules/accounts/oauth.routes.ts) share.
 */

/** The scopes a partner may ask for, in the order the consent screen lists them. */
export const OAUTH_SCOPES = ['profile', 'email', 'phone'] as const
export type OAuthScope = (typeof OAUTH_SCOPES)[number]

/** The one pre-registered partner that /oauth/chinaief consents for (registered by the seed). */
export const CHINAIEF_CLIENT_ID = 'chinaief'

/** The authorization request's parameters (RFC 6749 §4.1.1, RFC 7636 §4.3), as the partner sent them. */
export interface OAuthAuthorizeParams {
  response_type?: string
  client_id?: string
  redirect_uri?: string
  scope?: string
  state?: string
  code_challenge?: string
  code_challenge_method?: string
}

/** A registered partner as the consent screen shows it. */
export interface OAuthClientInfo {
  client_id: string
  /** The partner's name by language (zh, en, ja, ko). */
  name: Partial<Record<'zh' | 'en' | 'ja' | 'ko', string>>
  logo?: string
  /** The partner's site, shown so the visitor knows where they are sent. */
  website?: string
}

/**
 * GET /oauth/requests: a request the consent screen may show (`consent`), or one the partner must hear about at its
 * (registered) redirect URI (`redirect`: RFC 6749 §4.1.2.1 errors other than a bad client or redirect URI).
 */
export type OAuthRequestCheck =
  | { kind: 'consent'; client: OAuthClientInfo; scopes: OAuthScope[]; redirect_uri: string }
  | { kind: 'redirect'; error: string; redirect: string }

/** POST /oauth/authorizations: where to send the browser (the partner's redirect URI with code or error, and state). */
export interface OAuthDecisionResult {
  redirect: string
}

/** `data.error` of a 400 with code OAuthRequestInvalid: why the request cannot even be answered at a redirect URI. */
export type OAuthFatalError = 'invalid_client' | 'invalid_redirect_uri'
