import { useCallback, useEffect, useRef, useState } from 'react'
import { sendEmailCode, sendPhoneCode } from '@/api/auth'
import { ApiError, NetworkError } from '@/api/http'
import { validateEmail, validatePhone } from '@/core/validation/contact'
import type { MessageKey } from '@/i18n'
import { useStores } from '@/stores'
import { ErrorCode } from '@fu-types/errors'

/** Seconds before another code may be asked for (the server refuses earlier sends as "too frequent"). */
export const RESEND_SECONDS = 60
/** Mainland numbers only (SPEC §5), so the area code of a phone is fixed. */
export const AREA_CODE = '86'

/** Where a verification code goes: an SMS to a mainland phone, or an e-mail. */
export type CodeChannel = 'phone' | 'email'

/** A line under a code form: a polite status (code sent) or an alert (a server error). */
export interface CodeNotice { kind: 'status' | 'error'; key: MessageKey }

interface CodeSenderOptions {
  /** Where the code goes now (login switches between its tabs; each channel counts down on its own). */
  channel: CodeChannel
  /** The address field's error after a send was asked for: the rule it breaks or the server's refusal; undefined clears it. */
  onFieldError: (channel: CodeChannel, key: MessageKey | undefined) => void
  /** The form's notice: null clears it when a send starts, then "code sent" or why sending failed. */
  onNotice: (notice: CodeNotice | null) => void
}

export interface CodeSender {
  /** A code is on its way. */
  sending: boolean
  /** Seconds until a code may be sent again on the current channel; 0 when it may. */
  secondsLeft: number
  /**
   * Sends a code to `address` unless one is on its way or the countdown runs: checks the address by the core rule
   * (and `check`, the form's own condition such as the privacy agreement), sends it in the UI language, starts the
   * countdown and says so; a refusal shows beside the address field or as the form's notice.
   */
  send: (address: string, check?: () => boolean) => Promise<void>
}

/** SPEC §8 messages for a failed call of a code form: network, too frequent, or the fallback. */
export function codeFailureKey(error: unknown, fallback: MessageKey): MessageKey {
  if (error instanceof NetworkError) return 'error.network'
  if (error instanceof ApiError && (error.code === ErrorCode.TooFrequent || error.status === 429)) return 'login.error.tooFrequent'
  return fallback
}

/**
 * Sending a verification code with its resend countdown, shared by every code form (login, binding a phone, adding
 * an e-mail). The form keeps its own fields and errors; this holds the sending state and the countdown per channel.
 */
export function useCodeSender({ channel, onFieldError, onNotice }: CodeSenderOptions): CodeSender {
  const { language } = useStores()
  const [sending, setSending] = useState(false)
  const [countdown, setCountdown] = useState<Record<CodeChannel, number>>({ phone: 0, email: 0 })
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => { mounted.current = false }
  }, [])

  const counting = countdown.phone > 0 || countdown.email > 0
  useEffect(() => {
    if (!counting) return
    const timer = setInterval(() => {
      setCountdown(c => ({ phone: Math.max(0, c.phone - 1), email: Math.max(0, c.email - 1) }))
    }, 1000)
    return () => clearInterval(timer)
  }, [counting])

  const send = useCallback(async (address: string, check?: () => boolean) => {
    if (sending || countdown[channel] > 0) return
    const addressError = channel === 'phone' ? validatePhone(address) : validateEmail(address, { required: true })
    onFieldError(channel, addressError ?? undefined)
    const allowed = check ? check() : true
    onNotice(null)
    if (addressError || !allowed) return
    setSending(true)
    try {
      if (channel === 'phone') await sendPhoneCode({ phone: address, area_code: AREA_CODE, language: language.language })
      else await sendEmailCode(address, language.language)
      if (!mounted.current) return
      setCountdown(c => ({ ...c, [channel]: RESEND_SECONDS }))
      onNotice({ kind: 'status', key: channel === 'phone' ? 'login.codeSent.phone' : 'login.codeSent.email' })
    } catch (error) {
      if (!mounted.current) return
      if (channel === 'email' && error instanceof ApiError && error.code === ErrorCode.EmailBlacklisted) {
        // The http layer already showed the blacklist alert with its confirm button (SPEC §8).
        onFieldError(channel, 'error.emailBlacklisted')
      } else if (error instanceof ApiError && error.code === ErrorCode.ValidationFailed) {
        onFieldError(channel, channel === 'phone' ? 'validation.phone.invalid' : 'validation.email.invalid')
      } else {
        onNotice({ kind: 'error', key: codeFailureKey(error, 'login.error.sendFailed') })
      }
    } finally {
      if (mounted.current) setSending(false)
    }
  }, [sending, countdown, channel, onFieldError, onNotice, language])

  return { sending, secondsLeft: countdown[channel], send }
}
