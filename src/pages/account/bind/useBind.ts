import { useCallback, useEffect, useRef, useState } from 'react'
import { loginWithWechat, needsPhoneBinding } from '@/api/auth'
import { ApiError } from '@/api/http'
import { updateProfile } from '@/api/users'
import { AREA_CODE, codeFailureKey, useCodeSender, type CodeChannel, type CodeNotice } from '@/components/useCodeSender'
import { validateCode, validatePhone } from '@/core/validation/contact'
import type { FieldErrors } from '@/core/validation/result'
import type { MessageKey } from '@/i18n'
import { afterLoginUrl, loginUrl, routeUrl } from '@/router/links'
import { openUrl } from '@/router/navigate'
import { useStores } from '@/stores'
import { ErrorCode } from '@fu-types/errors'

/**
 * Storage key of a WeChat code that answered 4260 (SPEC §8): the login screen keeps it here and opens /bind, which
 * sends it again to POST /tokens/wechat with the phone and its SMS code. Kept out of the URL.
 */
export const PENDING_WECHAT_CODE_KEY = 'wechat_bind_code'
/** The official account that code came from (WeChat browser authorisation): the sign-in then keeps its openid. */
export const PENDING_WECHAT_APP_KEY = 'wechat_bind_app_id'

type BindField = 'phone' | 'code'
/**
 * `wechat`: finishing a WeChat sign-in that needs a phone. `account`: a signed-in person adds a phone.
 * `signed-out`: neither; the screen offers the login.
 */
type BindMode = 'wechat' | 'account' | 'signed-out'

/**
 * /bind (query redirect, meeting_id): binds a mainland phone, verified by an SMS code, then goes to the redirect.
 * SPEC §5: only if the account has no phone and no other account has it (the server decides; its refusal is
 * shown next to the phone field).
 */
export function useBind(query: Record<string, string | undefined>) {
  const { session, language, platform } = useStores()
  const [pendingCode] = useState(() => platform.storage.get(PENDING_WECHAT_CODE_KEY))
  const [pendingAppId] = useState(() => platform.storage.get(PENDING_WECHAT_APP_KEY) ?? undefined)
  const mode: BindMode = pendingCode ? 'wechat' : session.loggedIn ? 'account' : 'signed-out'
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FieldErrors<BindField, MessageKey>>({})
  const [notice, setNotice] = useState<CodeNotice | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => { mounted.current = false }
  }, [])

  const clearError = (field: BindField) => setErrors(e => (e[field] ? { ...e, [field]: undefined } : e))
  const onFieldError = useCallback((_: CodeChannel, key: MessageKey | undefined) => setErrors(e => ({ ...e, phone: key })), [])
  const sender = useCodeSender({ channel: 'phone', onFieldError, onNotice: setNotice })

  const submit = useCallback(async () => {
    if (submitting || mode === 'signed-out') return
    const found: FieldErrors<BindField> = { phone: validatePhone(phone.trim()) ?? undefined, code: validateCode(code) ?? undefined }
    setErrors(found)
    setNotice(null)
    if (found.phone || found.code) return
    setSubmitting(true)
    try {
      if (mode === 'wechat') {
        const answer = await loginWithWechat({ code: pendingCode!, app_id: pendingAppId, phone: phone.trim(), area_code: AREA_CODE, verify_code: code.trim() })
        if (needsPhoneBinding(answer)) throw new Error('WeChat still asks for a phone after binding')
        platform.storage.remove(PENDING_WECHAT_CODE_KEY)
        platform.storage.remove(PENDING_WECHAT_APP_KEY)
        try {
          await session.login(answer)
        } catch (error) {
          // The token is saved; only fetching the user failed, which the next screen retries.
          if (!session.loggedIn) throw error
        }
      } else {
        await updateProfile(session.userId!, { phone: phone.trim(), area_code: AREA_CODE, code: code.trim() })
        await session.refreshUser().catch(() => undefined)
      }
      platform.toast(language.t('bind.done'))
      const meetingHome = query.meeting_id ? routeUrl('meetingHome', { meeting_id: query.meeting_id }) : undefined
      await openUrl(afterLoginUrl(query.redirect ?? meetingHome), { replace: true })
    } catch (error) {
      if (!mounted.current) return
      if (error instanceof ApiError && error.code === ErrorCode.CodeInvalid) setErrors(e => ({ ...e, code: 'login.error.codeInvalid' }))
      else if (error instanceof ApiError && error.code === ErrorCode.AccountPhoneTaken) setErrors(e => ({ ...e, phone: 'bind.error.phoneTaken' }))
      else if (error instanceof ApiError && error.code === ErrorCode.ValidationFailed) setErrors(e => ({ ...e, phone: 'validation.phone.invalid' }))
      else if (error instanceof ApiError && error.code === ErrorCode.AccountFieldLocked) setNotice({ kind: 'error', key: 'bind.error.hasPhone' })
      else setNotice({ kind: 'error', key: codeFailureKey(error, 'error.request') })
    } finally {
      if (mounted.current) setSubmitting(false)
    }
  }, [submitting, mode, phone, code, pendingCode, pendingAppId, platform, session, language, query.redirect, query.meeting_id])

  return {
    t: language.t,
    errorText: (key: MessageKey | undefined) => (key ? language.t(key) : ''),
    mode,
    phone,
    setPhone: (value: string) => { setPhone(value); clearError('phone') },
    code,
    setCode: (value: string) => { setCode(value); clearError('code') },
    errors,
    notice,
    /** The code's send button: sending, and the countdown before another code may be sent. */
    sender,
    sendCode: () => sender.send(phone.trim()),
    submitting,
    submit,
    /** Signed out with nothing to finish: sign in first, then come back here. */
    signIn: () => { void openUrl(loginUrl(routeUrl('bind', { redirect: query.redirect, meeting_id: query.meeting_id }), query.meeting_id), { replace: true }) },
  }
}

export type BindData = ReturnType<typeof useBind>
