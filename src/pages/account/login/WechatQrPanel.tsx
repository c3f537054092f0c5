import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading, imageAlt, srRole } from '@/components/a11y'
import { Action } from '@/components/Action'
import type { MessageKey } from '@/i18n'
import type { WechatQrData } from './useWechatQr'

const QR_BOX = { width: '200px', height: '200px' }

/** The desktop login's WeChat panel: the QR code, until when it is valid, the scan's progress, and a refresh. */
export const WechatQrPanel = observer(function WechatQrPanel({ qr, t }: {
  qr: WechatQrData
  t: (key: MessageKey, params?: Record<string, string | number>) => string
}) {
  const { state } = qr
  return (
    <View className='fu-login__qr' {...srRole('region', { 'aria-label': t('login.qr.heading') })}>
      <Text className='fu-login__qr-title' {...heading(2)}>{t('login.qr.heading')}</Text>
      <View className={`fu-login__qr-box${qr.expired ? ' fu-login__qr-box--expired' : ''}${qr.scanned ? ' fu-login__qr-box--scanned' : ''}`}>
        {state.status === 'ready' ? (
          <Image className='fu-login__qr-image' src={state.image} style={QR_BOX} mode='aspectFit' {...imageAlt(t('login.qr.image'))} data-ticket={state.ticket} />
        ) : state.status === 'failed' ? (
          <Text className='fu-login__qr-failed' {...srRole('alert')}>{t('login.qr.failed')}</Text>
        ) : (
          <View className='fu-login__qr-placeholder' aria-busy='true'><Text>{t('common.loading')}</Text></View>
        )}
      </View>
      {state.status === 'ready' ? (
        qr.expired
          ? <Text className='fu-login__qr-expired' {...srRole('alert')}>{t('login.qr.expired')}</Text>
          : <Text className='fu-login__qr-expires'>{t('login.qr.expires', { time: qr.expiresText })}</Text>
      ) : null}
      {qr.signingIn || qr.scanned ? (
        <Text className='fu-login__qr-progress' {...srRole('status')}>{t(qr.signingIn ? 'login.qr.signingIn' : 'login.qr.scanned')}</Text>
      ) : null}
      <Text className='fu-login__qr-hint'>{t('login.qr.hint')}</Text>
      <Action className='fu-login__qr-refresh' disabled={state.status === 'loading'} onPress={qr.refresh}>{t('login.qr.refresh')}</Action>
    </View>
  )
})
