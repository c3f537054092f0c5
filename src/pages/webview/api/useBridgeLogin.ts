import { useCallback, useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import type { TokenResponse } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { loginWithWechat, needsPhoneBinding, signinTicket } from '@/api/auth'
import { ApiError } from '@/api/http'
import { AREA_CODE, codeFailureKey, useCodeSender, type CodeNotice } from '@/components/useCodeSender'
import { isSafeRedirect } from '@/core/links'
import { validatePhone } from '@/core/validation/contact'
import type { MessageKey } from '@/i18n'
import { routeWithTicket } from '@/flows'
import { fuH5PagePath, HOME_ROUTE } from '@/router/miniprogram'
import { useStores } from '@/stores'

/** `signing-in`: wx.login and the server; `binding`: a first-time person binds a phone; `handing-over`: the ticket. */
type BridgeLoginStage = 'signing-in' | 'binding' | 'handing-over' | 'failed'

/** What the phone-number button gives (`open-type="getPhoneNumber"`): a code when the person allowed it. */
interface PhoneButtonDetail { code?: string; errMsg?: string }

/**
 * The bridge page's sign-in for the web-view (src/flows/loginMiniProgram.ts): wx.login → POST /tokens/wechat; a
 * first-time person binds a phone with WeChat's phone-number button or an SMS code (the same wx.login code, which the
 * server kept); then a one-time ticket (POST /signin/tickets) and the web-view reopened at `back` with it. The native
 * session is kept too (the native pages use it). No token goes into an address.
 */
export function useBridgeLogin(back: string) {
  const { session, flows, language } = useStores()
  const [stage, setStage] = useState<BridgeLoginStage>('signing-in')
  const [failure, setFailure] = useState<MessageKey>('bridge.login.failed')
  const [wechatCode, setWechatCode] = useState<string | null>(null)
  const [phone, setPhone] = useState('')
  const [smsCode, setSmsCode] = useState('')
  const [errors, setErrors] = useState<{ phone?: MessageKey; code?: MessageKey }>({})
  const [notice, setNotice] = useState<CodeNotice | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const started = useRef(false)
  const target = isSafeRedirect(back) ? back : HOME_ROUTE

  const fail = useCallback((error: unknown) => {
    setFailure(codeFailureKey(error, 'bridge.login.failed'))
    setStage('failed')
  }, [])

  /** Signed in: keep the native session, then hand the web-view a one-time ticket, never the token. */
  const handOver = useCallback(async (token: TokenResponse) => {
    setStage('handing-over')
    try {
      await session.login(token)
    } catch (error) {
      // Only fetching the user failed: the token is saved, which is all the ticket needs.
      if (!session.loggedIn) throw error
    }
    const { ticket } = await signinTicket()
    await Taro.redirectTo({ url: fuH5PagePath(routeWithTicket(target, ticket)) })
  }, [session, target])

  const signIn = useCallback(async () => {
    setStage('signing-in')
    try {
      const result = await flows.socialLogin('wechat')
      if (result.status === 'token') await handOver(result.token)
      else if (result.status === 'needs-binding') {
        setWechatCode(result.code)
        setStage('binding')
      }
    } catch (error) {
      fail(error)
    }
  }, [flows, handOver, fail])

  useEffect(() => {
    if (started.current) return
    started.current = true
    void signIn()
  }, [signIn])

  /** POST /tokens/wechat again with the kept code and a phone: WeChat's verified number or phone + SMS code. */
  const bind = useCallback(async (extra: { phone_code: string } | { phone: string; area_code: string; verify_code: string }) => {
    if (!wechatCode || submitting) return
    setSubmitting(true)
    setNotice(null)
    try {
      const answer = await loginWithWechat({ code: wechatCode, ...extra })
      if (needsPhoneBinding(answer)) {
        setNotice({ kind: 'error', key: 'bridge.login.failed' })
        return
      }
      await handOver(answer)
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.CodeInvalid && 'verify_code' in extra) {
        setErrors(e => ({ ...e, code: 'login.error.codeInvalid' }))
      } else if (error instanceof ApiError && error.code === ErrorCode.CodeInvalid) {
        setNotice({ kind: 'error', key: 'bridge.login.phoneDenied' })
      } else {
        setNotice({ kind: 'error', key: codeFailureKey(error, 'bridge.login.failed') })
      }
      setStage('binding')
    } finally {
      setSubmitting(false)
    }
  }, [wechatCode, submitting, handOver])

  /** The phone-number button answered: its code, or the person declined (the SMS code stays offered). */
  const bindWithPhoneButton = useCallback((detail: PhoneButtonDetail) => {
    if (!detail.code) {
      setNotice({ kind: 'error', key: 'bridge.login.phoneDenied' })
      return
    }
    void bind({ phone_code: detail.code })
  }, [bind])

  const onFieldError = useCallback((_channel: 'phone' | 'email', key: MessageKey | undefined) => setErrors(e => ({ ...e, phone: key })), [])
  const sender = useCodeSender({ channel: 'phone', onFieldError, onNotice: setNotice })

  const bindWithSms = useCallback(() => {
    const phoneError = validatePhone(phone.trim()) ?? undefined
    const codeError: MessageKey | undefined = /^\d{4,8}$/.test(smsCode.trim()) ? undefined : 'login.error.codeInvalid'
    setErrors({ phone: phoneError, code: codeError })
    if (phoneError || codeError) return
    void bind({ phone: phone.trim(), area_code: AREA_CODE, verify_code: smsCode.trim() })
  }, [phone, smsCode, bind])

  return {
    t: language.t,
    stage,
    failure,
    retry: () => { void signIn() },
    bindWithPhoneButton,
    phone,
    setPhone: (value: string) => { setPhone(value); setErrors(e => ({ ...e, phone: undefined })) },
    smsCode,
    setSmsCode: (value: string) => { setSmsCode(value); setErrors(e => ({ ...e, code: undefined })) },
    errors,
    notice,
    sender,
    sendCode: () => { void sender.send(phone.trim()) },
    submitting,
    bindWithSms,
  }
}

export type BridgeLoginData = ReturnType<typeof useBridgeLogin>
