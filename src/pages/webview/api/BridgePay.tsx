import { useCallback, useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { srRole } from '@/components/a11y'
import { isSafeRedirect } from '@/core/links'
import { ApiError } from '@/api/http'
import { confirmPayment, PaymentError, type PaymentState, type WechatPayParams } from '@/flows/payment'
import type { MessageKey } from '@/i18n'
import { fuH5PagePath } from '@/router/miniprogram'
import { useStores } from '@/stores'

/** `paying`: WeChat's sheet is open; `checking`: the server is asked; the rest: what it answered (or could not). */
export type BridgePayStage = 'paying' | 'checking' | PaymentState | 'check-failed' | 'sheet-failed'

/** Reopens the web-view at `back` with the outcome in `bridge_result` (an unsafe `back` goes home). */
export function returnToWebView(back: string, result: string): void {
  const link = isSafeRedirect(back) ? `${back}${back.includes('?') ? '&' : '?'}bridge_result=${result}` : '/meeting/home'
  void Taro.redirectTo({ url: fuH5PagePath(link) })
}

/**
 * The bridge page's payment for the web-view (`action=pay`): WeChat's sheet with the server's signed parameters, then
 * the server is asked where the order stands (GET /checkout/activities/{id}/payment, which asks WeChat Pay's order
 * query) instead of trusting the sheet: paid → back to the web-view; not confirmed yet → say so, with "check again";
 * failed → say so. Without a native session (or an order id from an older site) the web-view's signed-in screen at
 * `back` reads the order itself.
 */
export function useBridgePay(payment: WechatPayParams, orderId: string | undefined, back: string) {
  const { session, language } = useStores()
  const [stage, setStage] = useState<BridgePayStage>('paying')
  const started = useRef(false)

  const check = useCallback(async () => {
    // Only the order's owner may ask: the native session (signed in with WeChat, BridgeLogin) when there is one.
    if (!orderId || !session.loggedIn) { returnToWebView(back, 'pending'); return }
    setStage('checking')
    try {
      const state = await confirmPayment(orderId)
      setStage(state)
      if (state === 'paid') returnToWebView(back, 'paid')
    } catch (error) {
      // The native session expired or is another person's (the web-view signed in by phone as someone else): not
      // ours to ask, so the web-view's own signed-in screen at `back` reads the order, as without a native session.
      const status = error instanceof PaymentError && error.cause instanceof ApiError ? error.cause.status : 0
      if (status === 401 || status === 403 || status === 404) { returnToWebView(back, 'pending'); return }
      setStage('check-failed')
    }
  }, [orderId, session, back])

  useEffect(() => {
    if (started.current) return
    started.current = true
    const sheet = Taro.requestPayment({
      ...payment,
      signType: payment.signType as 'MD5' | 'HMAC-SHA256' | 'RSA',
      success: () => { void check() },
      fail: (error: { errMsg?: string }) => {
        // Closing the sheet is not a failure: the order stays pending and the web-view offers to pay again.
        if (/cancel/i.test(error?.errMsg ?? '')) returnToWebView(back, 'cancelled')
        else setStage('sheet-failed')
      },
    })
    // The callbacks decide; the promise Taro also returns would only repeat the failure.
    Promise.resolve(sheet).catch(() => undefined)
  }, [payment, back, check])

  return { t: language.t, stage, checkAgain: () => { void check() }, leave: (result: string) => returnToWebView(back, result) }
}

const STATUS_TEXT: Partial<Record<BridgePayStage, MessageKey>> = {
  paying: 'bridge.pay.paying', checking: 'bridge.pay.checking', paid: 'bridge.pay.paid',
}

export const BridgePay = observer(function BridgePay({ payment, orderId, back }: { payment: WechatPayParams; orderId?: string; back: string }) {
  const { t, stage, checkAgain, leave } = useBridgePay(payment, orderId, back)
  const status = STATUS_TEXT[stage]
  if (status) {
    return <View className='fu-state' {...srRole('status', { 'aria-live': 'polite' })}><Text>{t(status)}</Text></View>
  }
  if (stage === 'pending' || stage === 'check-failed') {
    return (
      <View className='fu-state' {...srRole('alert')}>
        <Text>{t(stage === 'pending' ? 'bridge.pay.pending' : 'bridge.pay.checkFailed')}</Text>
        <Action className='fu-button' onPress={checkAgain}>{t('bridge.pay.checkAgain')}</Action>
        <Action className='fu-button fu-button--plain' onPress={() => leave('pending')}>{t('common.back')}</Action>
      </View>
    )
  }
  return (
    <View className='fu-state fu-state--failed' {...srRole('alert')}>
      <Text>{t(stage === 'failed' ? 'bridge.pay.failed' : 'error.request')}</Text>
      <Action className='fu-button' onPress={() => leave('failed')}>{t('common.back')}</Action>
    </View>
  )
})
