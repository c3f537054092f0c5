import { useCallback, useEffect, useRef, useState } from 'react'
import { loginWithEmail, loginWithPhone } from '@/api/auth'
import { ApiError } from '@/api/http'
import { recordPrivacyConsent } from '@/api/myData'
import { AREA_CODE, codeFailureKey, useCodeSender, type CodeChannel, type CodeNotice } from '@/components/useCodeSender'
import { validateLogin } from '@/core/validation/contact'
import type { FieldErrors } from '@/core/validation/result'
import type { MessageKey } from '@/i18n'
import { afterLoginUrl, routeUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import { useStores } from '@/stores'
import { ErrorCode } from '@fu-types/errors'
import { wechatAuthorization } from '@/api/wechat'
import { loginWithWechatWeb } from '@/api/wechatWeb'
import { LoginProviderError, needsOfficialAccount, OAUTH_UNVERIFIED, type OfficialAccount, type SocialLoginResult, type SocialProvider } from '@/flows'
import { PENDING_WECHAT_APP_KEY, PENDING_WECHAT_CODE_KEY } from '../bind/useBind'

/** The element where a provider may draw its own button (Google's, when its prompt does not show: flows/loginGoogle.ts). */
export const PROVIDER_BUTTON_SLOT = 'fu-login-provider-button'

export type LoginMethod = 'phone' | 'email'
type LoginField = 'phone' | 'email' | 'code' | 'agreed'

/**
 * Data and actions shared by the mobile and desktop login screens: phone + SMS code or e-mail + code,
 * the privacy agreement, the resend countdown, and the redirect after login (SPEC §4, §5, §8).
 */
export function useLogin(query: Record<string, string | undefined>) {
  const { session, language, platform, flows, meeting } = useStores()
  // The sign-in ways of this runtime (SPEC §1): the code forms it offers, and the outside identities.
  const [providers] = useState(() => flows.loginProviders())
  const methods = providers.filter((p): p is LoginMethod => p === 'phone' || p === 'email')
  const meetingId = query.meeting_id ?? meeting.meeting?._id
  // The WeChat browser signs in through the meeting's official account (SPEC §7, first one used): none, no WeChat button.
  const needsAccount = providers.some(p => needsOfficialAccount(platform.environment, p))
  const [officialAccount, setOfficialAccount] = useState<OfficialAccount | null>(null)
  useEffect(() => {
    if (!needsAccount || !meetingId) return
    let current = true
    wechatAuthorization({ meeting_id: meetingId })
      .then(account => { if (current) setOfficialAccount(account?.authorizer_appid && account.authorize_url ? account : null) })
      .catch(() => { if (current) setOfficialAccount(null) })
    return () => { current = false }
  }, [needsAccount, meetingId])
  const socialProviders = providers.filter((p): p is SocialProvider =>
    p !== 'phone' && p !== 'email' && (!needsOfficialAccount(platform.environment, p) || !!officialAccount))
  const [method, setMethod] = useState<LoginMethod>(methods[0] ?? 'phone')
  const [phone, setPhone] = useState('')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  // Accepting the policy on /agree comes back with agreed=1 (SPEC §5: the agreement comes first).
  const [agreed, setAgreed] = useState(query.agreed === '1')
  /** The outside identity being signed in with, if any. */
  const [socialBusy, setSocialBusy] = useState<SocialProvider | null>(null)
  const [errors, setErrors] = useState<FieldErrors<LoginField, MessageKey>>({})
  const [notice, setNotice] = useState<CodeNotice | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const mounted = useRef(true)

  // Leaving without a login lets a later "please sign in" open this screen again (SessionStore).
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      if (!session.loggedIn) session.loginPageClosed()
    }
  }, [session])

  /**
   * The privacy policy was accepted before this sign-in (SPEC §5: no sign-in without it): the consent log keeps when
   * (issue 16). Not waited for, and a failure does not undo the sign-in.
   */
  const recordAgreement = useCallback(() => {
    if (session.userId) recordPrivacyConsent(session.userId).catch(() => undefined)
  }, [session])

  const clearError = (field: LoginField) => setErrors(e => (e[field] ? { ...e, [field]: undefined } : e))

  const chooseMethod = (next: LoginMethod) => {
    if (next === method) return
    setMethod(next)
    setCode('')
    setErrors({})
    setNotice(null)
  }

  const account = method === 'phone' ? phone.trim() : email.trim()

  const onFieldError = useCallback((channel: CodeChannel, key: MessageKey | undefined) => setErrors(e => ({ ...e, [channel]: key })), [])
  const sender = useCodeSender({ channel: method, onFieldError, onNotice: setNotice })
  /** Sends the code to the phone or e-mail on screen, after the account and the agreement check out. */
  const sendCode = () => sender.send(account, () => {
    setErrors(e => ({ ...e, agreed: agreed ? undefined : 'validation.agreement.required' }))
    return agreed
  })

  /** Checks the form with the core rules, logs in, saves the session and goes back to the redirect. */
  const submit = useCallback(async () => {
    if (submitting) return
    const found = validateLogin({ method, phone, email, code, agreed })
    setErrors(found)
    setNotice(null)
    if (Object.values(found).some(Boolean)) return
    setSubmitting(true)
    try {
      const answer = method === 'phone'
        ? await loginWithPhone({ phone: account, area_code: AREA_CODE, code: code.trim() })
        : await loginWithEmail({ email: account, code: code.trim() })
      try {
        await session.login(answer)
      } catch (error) {
        // The token is saved; only fetching the user failed, which the next screen retries.
        if (!session.loggedIn) throw error
      }
      recordAgreement()
      // No redirect: the home of the meeting the visitor came from, if any. afterLoginUrl drops foreign redirects.
      const meetingHome = query.meeting_id ? routeUrl('meetingHome', { meeting_id: query.meeting_id }) : undefined
      await openUrl(afterLoginUrl(query.redirect ?? meetingHome), { replace: true })
    } catch (error) {
      if (!mounted.current) return
      if (error instanceof ApiError && error.code === ErrorCode.CodeInvalid) {
        setErrors(e => ({ ...e, code: 'login.error.codeInvalid' }))
      } else {
        setNotice({ kind: 'error', key: codeFailureKey(error, 'error.request') })
      }
    } finally {
      if (mounted.current) setSubmitting(false)
    }
  }, [submitting, method, phone, email, code, agreed, account, session, query.redirect, query.meeting_id, recordAgreement])

  const fallbackHome = query.meeting_id ? routeUrl('meetingHome', { meeting_id: query.meeting_id }) : undefined

  /**
   * Finishes a sign-in by an outside identity: saves the token and goes to the redirect, or, for WeChat's 4260 (no
   * phone bound yet), keeps the code for /bind and goes there with the redirect.
   */
  const finishSignIn = useCallback(async (result: SocialLoginResult, redirect = query.redirect) => {
    // Off to the authorisation page: the answer comes back to the app's start (socialLoginReturn below).
    if (result.status === 'redirected') return
    if (result.status === 'needs-binding') {
      platform.storage.set(PENDING_WECHAT_CODE_KEY, result.code)
      if (result.app_id) platform.storage.set(PENDING_WECHAT_APP_KEY, result.app_id)
      else platform.storage.remove(PENDING_WECHAT_APP_KEY)
      await navigateTo('bind', { redirect, meeting_id: query.meeting_id }, { replace: true })
      return
    }
    try {
      await session.login(result.token)
    } catch (error) {
      if (!session.loggedIn) throw error
    }
    recordAgreement()
    await openUrl(afterLoginUrl(redirect ?? fallbackHome), { replace: true })
  }, [platform, session, query.redirect, query.meeting_id, fallbackHome, recordAgreement])

  /**
   * Back from WeChat's website sign-in (desktop, useWechatWeb.ts): the server checks the state and knows the route
   * the sign-in was started for; 4260 goes to /bind with the app it names.
   */
  const finishWechatWeb = useCallback(async (answer: { code: string; state: string }) => {
    setSocialBusy('wechat')
    setNotice(null)
    try {
      const signedIn = await loginWithWechatWeb(answer)
      await finishSignIn({ status: 'token', token: { token: signedIn.token, user_id: signedIn.user_id } }, signedIn.redirect)
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.WechatLoginNeedsBinding) {
        const data = (error.body.data ?? {}) as { app_id?: string; redirect?: string }
        await finishSignIn({ status: 'needs-binding', provider: 'wechat', code: answer.code, app_id: data.app_id }, data.redirect)
        return
      }
      if (!mounted.current) return
      const refused = error instanceof ApiError && error.code === ErrorCode.WechatStateInvalid
      setNotice({ kind: 'error', key: refused ? 'login.wechat.ticketRefused' : codeFailureKey(error, 'login.social.failed') })
    } finally {
      if (mounted.current) setSocialBusy(null)
    }
  }, [finishSignIn])

  /** Leaves for WeChat's website sign-in page; SPEC §5: the privacy agreement first. */
  const startWechatWeb = useCallback((leave: () => void) => {
    if (!agreed) {
      setErrors(e => ({ ...e, agreed: 'validation.agreement.required' }))
      return
    }
    setSocialBusy('wechat')
    leave()
  }, [agreed])

  /** Google, Facebook or WeChat through the platform (SPEC §1). */
  const socialLogin = useCallback(async (provider: SocialProvider) => {
    if (socialBusy || submitting) return
    setNotice(null)
    if (!agreed) {
      setErrors(e => ({ ...e, agreed: 'validation.agreement.required' }))
      return
    }
    setSocialBusy(provider)
    let leaving = false
    try {
      const options = provider === 'google' ? { buttonSlot: PROVIDER_BUTTON_SLOT } : { officialAccount: officialAccount ?? undefined }
      const result = await flows.socialLogin(provider, options)
      leaving = result.status === 'redirected'
      await finishSignIn(result)
    } catch (error) {
      if (!mounted.current) return
      setNotice({ kind: 'error', key: codeFailureKey(error, 'login.social.failed') })
    } finally {
      // Leaving for the authorisation page: the button stays busy until the page goes.
      if (mounted.current && !leaving) setSocialBusy(null)
    }
  }, [socialBusy, submitting, agreed, flows, finishSignIn, officialAccount])

  // Back from WeChat's authorisation page (the app exchanged the code at start): finish that sign-in here, once.
  useEffect(() => {
    void session.takeSocialLoginReturn().then(async result => {
      if (!result) return
      if (mounted.current) setSocialBusy('wechat')
      try {
        await finishSignIn(result)
      } finally {
        if (mounted.current) setSocialBusy(null)
      }
    }).catch(error => {
      if (!mounted.current) return
      const unverified = error instanceof LoginProviderError && error.message === OAUTH_UNVERIFIED
      // The web-view's one-time ticket from the bridge page was used already or is past its minute.
      const ticketRefused = error instanceof ApiError && error.code === ErrorCode.SigninTicketInvalid
      setNotice({ kind: 'error', key: unverified ? 'login.wechat.unverified' : ticketRefused ? 'login.wechat.ticketRefused' : codeFailureKey(error, 'login.social.failed') })
    })
  }, [session, finishSignIn])

  /**
   * The desktop WeChat QR code was scanned and confirmed. SPEC §5 wants the privacy agreement first: without it the
   * sign-in waits beside the checkbox and finishes once it is ticked. Resolves false when the sign-in failed (the
   * message is shown under the form; the panel then offers a new code).
   */
  const [qrPending, setQrPending] = useState<SocialLoginResult | null>(null)
  const finishQrSignIn = useCallback(async (result: SocialLoginResult): Promise<boolean> => {
    if (!agreed) {
      setQrPending(result)
      setErrors(e => ({ ...e, agreed: 'login.qr.agreeFirst' }))
      return true
    }
    setQrPending(null)
    setNotice(null)
    try {
      await finishSignIn(result)
      return true
    } catch (error) {
      if (mounted.current) setNotice({ kind: 'error', key: codeFailureKey(error, 'login.social.failed') })
      return false
    }
  }, [agreed, finishSignIn])
  useEffect(() => {
    if (agreed && qrPending) void finishQrSignIn(qrPending)
  }, [agreed, qrPending, finishQrSignIn])

  return {
    t: language.t,
    meetingId: query.meeting_id,
    /** The code forms this runtime offers (tabs), and the outside identities (buttons). */
    methods,
    socialProviders,
    socialBusy,
    socialLogin,
    /** For the desktop QR panel: a confirmed scan (token) or WeChat's 4260 (code for /bind). */
    finishQrSignIn,
    /** The desktop WeChat website sign-in: where it returns to after signing in, leaving for WeChat, and the return. */
    redirectTarget: afterLoginUrl(query.redirect ?? fallbackHome),
    startWechatWeb,
    finishWechatWeb,
    /** An error key from core validation or this screen, translated (unknown keys show as themselves). */
    errorText: (key: MessageKey | undefined) => (key ? language.t(key) : ''),
    method,
    chooseMethod,
    phone,
    setPhone: (value: string) => { setPhone(value); clearError('phone') },
    email,
    setEmail: (value: string) => { setEmail(value); clearError('email') },
    code,
    setCode: (value: string) => { setCode(value); clearError('code') },
    agreed,
    toggleAgreed: () => { setAgreed(a => !a); clearError('agreed') },
    openAgreement: () => { void navigateTo('agree', { redirect: query.redirect, meeting_id: query.meeting_id }) },
    errors,
    notice,
    /** The code's send button: sending, and the countdown before the method on screen may send again. */
    sender,
    sendCode,
    submitting,
    submit,
  }
}

export type LoginData = ReturnType<typeof useLogin>
