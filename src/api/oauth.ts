/**
 * This platform as an OAuth 2.0 authorization server (server/modules/accounts/oauth.routes.ts): the consent screen's two calls.
 * The partner's own calls (token exchange, userinfo) are made by the partner, not by this app.
 */
import type { OAuthAuthorizeParams, OAuthDecisionResult, OAuthRequestCheck } from '@fu-types/oauth'
import { request } from './http'

/** Checks the partner's authorization request: consent to ask, or an error to send back; 400 (4270) for a bad client. */
export const checkAuthorizationRequest = (params: OAuthAuthorizeParams) =>
  request<OAuthRequestCheck>('/oauth/requests', { query: { ...params } })

/** The signed-in user's answer: where to send the browser (the partner's redirect URI with code or access_denied). */
export const decideAuthorization = (params: OAuthAuthorizeParams, decision: 'allow' | 'deny') =>
  request<OAuthDecisionResult>('/oauth/authorizations', { method: 'POST', body: { ...params, decision }, json: true })
