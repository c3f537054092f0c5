import { Text, View } from '@tarojs/components'
import { heading, srRole } from '@/components/a11y'
import { Action } from '@/components/Action'
import type { MessageKey } from '@/i18n'
import type { WechatWebData } from './useWechatWeb'

/** The desktop login's WeChat panel when the server has a website app: one button to WeChat's QR sign-in page. */
export function WechatWebPanel({ web, t }: {
  web: WechatWebData
  t: (key: MessageKey, params?: Record<string, string | number>) => string
}) {
  return (
    <View className='fu-login__qr' {...srRole('region', { 'aria-label': t('login.qr.heading') })}>
      <Text className='fu-login__qr-title' {...heading(2)}>{t('login.qr.heading')}</Text>
      <Text className='fu-login__qr-hint'>{t('login.wechatWeb.hint')}</Text>
      {web.busy ? <Text className='fu-login__qr-progress' {...srRole('status')}>{t('login.social.working')}</Text> : null}
      <Action className='fu-login__qr-refresh' disabled={web.busy} onPress={web.start}>{t('login.wechatWeb.button')}</Action>
    </View>
  )
}
