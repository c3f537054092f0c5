import { useCallback, useEffect, useMemo, useState } from 'react'
import type { OAuthAuthorizeParams, OAuthFatalError, OAuthRequestCheck } from '@fu-types/oauth'
import { ErrorCode } from '@fu-types/errors'
import { checkAuthorizationRequest, decideAuthorization } from '@/api/oauth'
import { ApiError } from '@/api/http'
import { useRemote } from '@/components/useRemote'
import { localize } from '@/core'
import { authorizeParamsFrom, consentScopes, fatalOAuthError, isPartnerAddress, returnHost } from '@/core/oauth'
import { loginUrl, routeUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import { useStores } from '@/stores'

type Checked = { kind: 'answer'; answer: OAuthRequestCheck } | { kind: 'fatal'; error: OAuthFatalError }

/**
 * /oauth/authorize and /oauth/chinaief: a partner site asks to sign the visitor in (RFC 6749 authorization code + PKCE).
 * The request is checked first (a bad client or redirect URI is shown here and never followed; other errors go back
 * to the partner at once); a visitor who is not signed in goes to the login screen, which brings them back to this
 * same address; then the consent: who asks, what it gets, allow or deny, and the browser goes to the partner with the
 * server's answer (code and state, or access_denied and state).
 */
export function useOAuthConsent(route: 'oauthAuthorize' | 'oauthChinaief', query: Readonly<Record<string, string | undefined>>, fixedClientId?: string) {
  const { language, session, flows } = useStores()
  const t = language.t
  const lang = language.language
  // Keyed by value: the query object may be a new one on every render.
  const paramsKey = JSON.stringify(authorizeParamsFrom(query))
  const ownParams = useMemo(() => JSON.parse(paramsKey) as ReturnType<typeof authorizeParamsFrom>, [paramsKey])
  const params = useMemo(() => authorizeParamsFrom(ownParams, fixedClientId), [ownParams, fixedClientId])

  const check = useRemote<Checked>(async () => {
    try {
      return { kind: 'answer', answer: await checkAuthorizationRequest(params) }
    } catch (error) {
      const fatal = error instanceof ApiError && error.code === ErrorCode.OAuthRequestInvalid ? fatalOAuthError(error.body.data) : undefined
      if (fatal) return { kind: 'fatal', error: fatal }
      throw error
    }
  }, [params])

  const [departure, setDeparture] = useState<'none' | 'leaving' | 'unavailable'>('none')
  const [busy, setBusy] = useState(false)
  const [decisionError, setDecisionError] = useState<string | undefined>()

  const leave = useCallback((url: string) => {
    if (!isPartnerAddress(url)) { setDecisionError(t('oauth.decisionFailed', { reason: url })); return }
    if (!flows.leaveForSite) { setDeparture('unavailable'); return }
    setDeparture('leaving')
    flows.leaveForSite(url)
  }, [flows, t])

  const loggedIn = session.loggedIn
  // "Signed in as …": the account is fetched at app start; a screen opened before that asks for it.
  const user = session.user
  useEffect(() => {
    if (!user && loggedIn) session.refreshUser().catch(() => undefined)
  }, [user, loggedIn, session])
  const answer = check.data?.kind === 'answer' ? check.data.answer : undefined
  // Each answer is acted on once (a language switch renews `leave`, which must not leave or redirect again).
  const [handled] = useState(() => ({ answer: undefined as OAuthRequestCheck | undefined }))
  useEffect(() => {
    if (!answer || handled.answer === answer) return
    // RFC 6749 §4.1.2.1: with a good client and redirect URI, the partner hears of any other error itself.
    if (answer.kind === 'redirect') { handled.answer = answer; leave(answer.redirect) }
    // The login screen comes back to this very address (one of our routes: the redirect-safety rule holds).
    else if (!loggedIn) { handled.answer = answer; void openUrl(loginUrl(hereUrl(route, ownParams)), { replace: true }) }
  }, [answer, handled, loggedIn, leave, route, ownParams])

  const decide = useCallback(async (decision: 'allow' | 'deny') => {
    if (busy) return
    setBusy(true)
    setDecisionError(undefined)
    try {
      const result = await decideAuthorization(params, decision)
      leave(result.redirect)
    } catch (error) {
      setDecisionError(t('oauth.decisionFailed', { reason: error instanceof Error ? error.message : String(error) }))
    } finally {
      setBusy(false)
    }
  }, [busy, params, leave, t])

  const consent = answer?.kind === 'consent' ? answer : undefined
  const partnerName = consent ? localize(consent.client.name, lang) : ''
  const state = check.status === 'loading' ? 'loading' as const
    : check.status === 'failed' ? 'failed' as const
    : check.data?.kind === 'fatal' ? 'invalid' as const
    : departure !== 'none' ? departure
    : consent && loggedIn ? 'consent' as const
    : 'loading' as const

  return {
    t,
    state,
    error: check.error,
    retry: check.retry,
    invalidReason: check.data?.kind === 'fatal' ? check.data.error : undefined,
    partnerName,
    logo: consent?.client.logo,
    website: consent?.client.website,
    returnHost: consent ? returnHost(consent.redirect_uri) : '',
    scopes: consentScopes(consent?.scopes ?? []),
    userName: user?.username ?? '',
    busy,
    decisionError,
    allow: () => void decide('allow'),
    deny: () => void decide('deny'),
    goHome: () => void navigateTo('meetingHome', {}, { replace: true }),
    /** Signs out and back in with another account, returning to this consent. */
    switchAccount: () => { handled.answer = answer; session.relogin(hereUrl(route, ownParams)) },
  }
}

/** This screen's own address, to come back to after login (/oauth/chinaief takes no client_id). */
function hereUrl(route: 'oauthAuthorize' | 'oauthChinaief', params: OAuthAuthorizeParams): string {
  if (route === 'oauthChinaief') {
    const { client_id: _fixed, ...rest } = params
    return routeUrl('oauthChinaief', rest)
  }
  return routeUrl('oauthAuthorize', params)
}

export type OAuthConsentData = ReturnType<typeof useOAuthConsent>
