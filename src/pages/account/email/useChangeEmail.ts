import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '@/api/http'
import { setEmail } from '@/api/users'
import { codeFailureKey, useCodeSender, type CodeChannel, type CodeNotice } from '@/components/useCodeSender'
import { useRemote } from '@/components/useRemote'
import { validateCode, validateEmail } from '@/core/validation/contact'
import type { FieldErrors } from '@/core/validation/result'
import { hasEmail } from '@/core/users'
import type { MessageKey } from '@/i18n'
import { isSafeRedirect } from '@/core/links'
import { routeUrl } from '@/router/links'
import { openUrl } from '@/router/navigate'
import { useStores } from '@/stores'
import { ErrorCode } from '@fu-types/errors'

type EmailField = 'email' | 'code'

/**
 * /account/email and /my/email (query redirect): add an e-mail address to the account, verified with a code sent to
 * it (POST /mails/code/v2, then PUT /users/{id}/email). SPEC §5: only while the account has none and no other account
 * uses it; the server decides and its refusal shows beside the field. A blacklisted address (4000) gets the http
 * layer's alert, and the field says so too.
 */
export function useChangeEmail(query: Record<string, string | undefined>) {
  const { session, language, platform } = useStores()
  const t = language.t
  // Read afresh: whether the account already has an e-mail decides the whole screen.
  const account = useRemote(() => session.refreshUser(), [session.userId])
  const [email, setEmailValue] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FieldErrors<EmailField, MessageKey>>({})
  const [notice, setNotice] = useState<CodeNotice | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => { mounted.current = false }
  }, [])

  const clearError = (field: EmailField) => setErrors(e => (e[field] ? { ...e, [field]: undefined } : e))
  const back = query.redirect && isSafeRedirect(query.redirect) ? query.redirect : routeUrl('myIndex')
  const onFieldError = useCallback((_: CodeChannel, key: MessageKey | undefined) => setErrors(e => ({ ...e, email: key })), [])
  const sender = useCodeSender({ channel: 'email', onFieldError, onNotice: setNotice })

  const submit = useCallback(async () => {
    if (submitting || !session.userId) return
    const found: FieldErrors<EmailField> = { email: validateEmail(email.trim(), { required: true }) ?? undefined, code: validateCode(code) ?? undefined }
    setErrors(found)
    setNotice(null)
    if (found.email || found.code) return
    setSubmitting(true)
    try {
      await setEmail(session.userId, email.trim(), code.trim())
      await session.refreshUser().catch(() => undefined)
      platform.toast(t('my.email.done'))
      await openUrl(back, { replace: true })
    } catch (error) {
      if (!mounted.current) return
      if (error instanceof ApiError && error.code === ErrorCode.CodeInvalid) setErrors(e => ({ ...e, code: 'login.error.codeInvalid' }))
      else if (error instanceof ApiError && error.code === ErrorCode.AccountEmailTaken) setErrors(e => ({ ...e, email: 'my.email.taken' }))
      else if (error instanceof ApiError && error.code === ErrorCode.ValidationFailed) setErrors(e => ({ ...e, email: 'validation.email.invalid' }))
      else if (error instanceof ApiError && error.code === ErrorCode.AccountFieldLocked) setNotice({ kind: 'error', key: 'my.email.locked' })
      else setNotice({ kind: 'error', key: codeFailureKey(error, 'error.request') })
    } finally {
      if (mounted.current) setSubmitting(false)
    }
  }, [submitting, session, email, code, platform, t, back])

  const current = session.user && hasEmail(session.user) ? session.user.contact!.email! : ''
  return {
    t,
    errorText: (key: MessageKey | undefined) => (key ? t(key) : ''),
    /** loading / failed while the account is read; `locked` when it already has an e-mail. */
    state: account.status !== 'ready' ? account.status : current ? 'locked' as const : 'form' as const,
    loadError: account.error,
    retry: account.retry,
    current,
    email,
    setEmail: (value: string) => { setEmailValue(value); clearError('email') },
    code,
    setCode: (value: string) => { setCode(value); clearError('code') },
    errors,
    notice,
    /** The code's send button: sending, and the countdown before another code may be sent. */
    sender,
    sendCode: () => sender.send(email.trim()),
    submitting,
    submit,
    goBack: () => { void openUrl(back, { replace: true }) },
  }
}

export type ChangeEmailData = ReturnType<typeof useChangeEmail>
