// The native pages' messages and flows travel in the subpackage, not the main package (i18n/packs/weapp.ts,
// flows/weappInstall.ts).
import '@/i18n/packs/weapp'
import '@/flows/weappInstall'
import { useEffect, useState } from 'react'
import Taro, { useRouter, useShareAppMessage } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { srRole } from '@/components/a11y'
import { fuH5PagePath } from '@/router/miniprogram'
import { parseBridgeRequest, type BridgeRequest } from './bridge'
import { Action } from '@/components/Action'
import { BridgeLogin } from './BridgeLogin'
import { BridgePay, returnToWebView } from './BridgePay'
import { BridgeFile } from './BridgeFile'
import { PrivacySheet } from '@/components/native/PrivacySheet'
import '@/components/native/native.scss'
import { SUBSCRIBE_ACCEPTED, SUBSCRIBE_REFUSED } from '@/flows/liveReminder'
import { CALENDAR_ADDED, CALENDAR_REFUSED } from '@/flows/calendarBridge'

/**
 * The bridge page: the H5 site inside the web-view cannot pay, share or sign in with WeChat by itself, so it opens
 * this native page with `action` (and `payload`), which does it and returns to `back` (an H5 route): sign-in, pay,
 * share, subscribe (a live's reminder, a waitlist hold's message), calendar (Add to phone calendar) and file (a lead
 * export: open it or send it to a chat). Sign-in hands
 * the web-view a one-time ticket, never a token (BridgeLogin, src/flows/loginMiniProgram.ts).
 */
export default observer(function BridgePage() {
  const { params } = useRouter()
  const { language, platform } = useStores()
  const [request] = useState<BridgeRequest | null>(() => parseBridgeRequest(params))

  useShareAppMessage(() => (request?.action === 'share'
    ? { title: request.share.title, path: fuH5PagePath(request.share.path), imageUrl: request.share.cover }
    : {}))

  // The web-view's "remind me": WeChat asks for the subscribe message here, the answer goes back in bridge_result.
  useEffect(() => {
    if (request?.action !== 'subscribe') return
    void (async () => {
      const accepted = platform.requestSubscribe ? await platform.requestSubscribe(request.templates) : []
      returnToWebView(request.back, accepted.length ? SUBSCRIBE_ACCEPTED : SUBSCRIBE_REFUSED)
    })()
  }, [request, platform])

  // The web-view's "Add to phone calendar": addPhoneCalendar here, the answer goes back in bridge_result.
  useEffect(() => {
    if (request?.action !== 'calendar') return
    void (async () => {
      const added = platform.addToCalendar ? await platform.addToCalendar(request.event) : false
      returnToWebView(request.back, added ? CALENDAR_ADDED : CALENDAR_REFUSED)
    })()
  }, [request, platform])

  // The phone-number button of the sign-in needs WeChat's privacy agreement: the sheet answers it.
  if (request?.action === 'login') return <><BridgeLogin back={request.back} /><PrivacySheet /></>
  // WeChat's payment sheet, then the server says whether the order is paid (BridgePay).
  if (request?.action === 'pay') {
    return 'ticket' in request
      ? <BridgePay ticket={request.ticket} orderId={request.orderId} kind={request.kind} back={request.back} />
      : <BridgePay payment={request.payment} orderId={request.orderId} kind={request.kind} back={request.back} />
  }
  if (request?.action === 'file') return <BridgeFile file={request.file} />
  if (!request) {
    return (
      <View className='fu-state fu-state--failed' {...srRole('alert')}>
        <Text>{language.t('error.request')}</Text>
        <Action className='fu-button' onPress={() => Taro.navigateBack()}>{language.t('common.back')}</Action>
      </View>
    )
  }
  // Writing to the phone calendar is one of WeChat's privacy calls too: the sheet answers it.
  return <View className='fu-state'><Text>{language.t('common.loading')}</Text>{request.action === 'calendar' ? <PrivacySheet /> : null}</View>
})
