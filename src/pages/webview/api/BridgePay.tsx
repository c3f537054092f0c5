import { useCallback, useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { srRole } from '@/components/a11y'
import { isSafeRedirect } from '@/core/links'
import { ApiError } from '@/api/http'
import { confirmPayment, paymentAsker, PaymentError, prepayWithTicket, signinTicketRefused, wechatTakenByOther, type OrderKind, type PaymentState, type WechatPayParams } from '@/flows/payment'
import type { MessageKey } from '@/i18n'
import { fuH5PagePath } from '@/router/miniprogram'
import { useStores } from '@/stores'

/**
 * `linking`: a person signed in by phone in the web-view is signed in here with the one-time ticket and their WeChat
 * bound; `paying`: WeChat's sheet is open; `checking`: the server is asked; the rest: what it answered (or could not).
 * `wechat-taken`: this WeChat belongs to another account (4265), nothing was bound or paid. `ticket-refused`: the
 * one-time ticket was used already or expired (4263): back to the web-view, whose pay button asks for a new one.
 */
type BridgePayStage = 'linking' | 'paying' | 'checking' | PaymentState | 'check-failed' | 'sheet-failed' | 'wechat-taken' | 'ticket-refused'

/** What the web-view hands over: WeChat Pay's signed parameters, or a one-time ticket to bind WeChat and pay first. */
type BridgePayment = { payment: WechatPayParams } | { ticket: string }

/** Reopens the web-view at `back` with the outcome in `bridge_result` (an unsafe `back` goes home). */
export function returnToWebView(back: string, result: string): void {
  const link = isSafeRedirect(back) ? `${back}${back.includes('?') ? '&' : '?'}bridge_result=${result}` : '/meeting/home'
  void Taro.redirectTo({ url: fuH5PagePath(link) })
}

/**
 * The bridge page's payment for the web-view (`action=pay`): WeChat's sheet with the server's signed parameters, then
 * the server is asked where the order stands (GET /checkout/activities/{id}/payment, or /lives/checkouts/{id}/payment
 * for a live's order, `kind=live`; each asks WeChat Pay's order
 * query) instead of trusting the sheet: paid → back to the web-view; not confirmed yet → say so, with "check again";
 * failed → say so. Without a native session (or an order id from an older site) the web-view's signed-in screen at
 * `back` reads the order itself. Opened with a one-time ticket instead (a person signed in by phone, whom WeChat Pay
 * refused for lack of an openid), it first signs that person in natively and binds their WeChat (prepayWithTicket).
 */
function useBridgePay(source: BridgePayment, orderId: string | undefined, back: string, kind: OrderKind = 'activity') {
  const { session, language } = useStores()
  const [stage, setStage] = useState<BridgePayStage>('payment' in source ? 'paying' : 'linking')
  const started = useRef(false)

  const check = useCallback(async () => {
    // Only the order's owner may ask: the native session (signed in with WeChat, BridgeLogin) when there is one.
    if (!orderId || !session.loggedIn) { returnToWebView(back, 'pending'); return }
    setStage('checking')
    try {
      const state = await confirmPayment(orderId, paymentAsker(kind))
      setStage(state)
      if (state === 'paid') returnToWebView(back, 'paid')
    } catch (error) {
      // The native session expired or is another person's (the web-view signed in by phone as someone else): not
      // ours to ask, so the web-view's own signed-in screen at `back` reads the order, as without a native session.
      const status = error instanceof PaymentError && error.cause instanceof ApiError ? error.cause.status : 0
      if (status === 401 || status === 403 || status === 404) { returnToWebView(back, 'pending'); return }
      setStage('check-failed')
    }
  }, [orderId, session, back, kind])

  const openSheet = useCallback((payment: WechatPayParams) => {
    setStage('paying')
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
  }, [back, check])

  useEffect(() => {
    if (started.current) return
    started.current = true
    if ('payment' in source) { openSheet(source.payment); return }
    // Signed in by phone in the web-view: the ticket's native session, WeChat bound to it, then the order's parameters.
    void (async () => {
      try {
        const prepared = await prepayWithTicket(source.ticket, orderId!, {
          signIn: async (token) => {
            try {
              await session.login(token)
            } catch (error) {
              // Only fetching the user failed: the token is saved, which is all paying needs.
              if (!session.loggedIn) throw error
            }
          },
          loginCode: async () => (await Taro.login()).code,
        }, kind)
        if (prepared === 'paid') returnToWebView(back, 'paid')
        else openSheet(prepared)
      } catch (error) {
        setStage(wechatTakenByOther(error) ? 'wechat-taken' : signinTicketRefused(error) ? 'ticket-refused' : 'sheet-failed')
      }
    })()
  }, [source, orderId, back, session, openSheet, kind])

  return { t: language.t, stage, checkAgain: () => { void check() }, leave: (result: string) => returnToWebView(back, result) }
}

const STATUS_TEXT: Partial<Record<BridgePayStage, MessageKey>> = {
  linking: 'bridge.pay.linking', paying: 'bridge.pay.paying', checking: 'bridge.pay.checking', paid: 'bridge.pay.paid',
}

export const BridgePay = observer(function BridgePay({ payment, ticket, orderId, kind, back }: { payment?: WechatPayParams; ticket?: string; orderId?: string; kind?: OrderKind; back: string }) {
  const [source] = useState<BridgePayment>(() => (payment ? { payment } : { ticket: ticket ?? '' }))
  const { t, stage, checkAgain, leave } = useBridgePay(source, orderId, back, kind)
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
  if (stage === 'ticket-refused') {
    return (
      <View className='fu-state fu-state--failed' {...srRole('alert')}>
        <Text>{t('bridge.pay.ticketRefused')}</Text>
        <Action className='fu-button' onPress={() => leave('cancelled')}>{t('bridge.pay.retry')}</Action>
      </View>
    )
  }
  return (
    <View className='fu-state fu-state--failed' {...srRole('alert')}>
      <Text>{t(stage === 'failed' ? 'bridge.pay.failed' : stage === 'wechat-taken' ? 'bridge.pay.wechatTaken' : 'error.request')}</Text>
      <Action className='fu-button' onPress={() => leave('failed')}>{t('common.back')}</Action>
    </View>
  )
})
