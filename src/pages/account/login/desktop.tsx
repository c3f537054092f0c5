import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LoginForm } from './LoginForm'
import type { LoginData } from './useLogin'
import { WechatQrPanel } from './WechatQrPanel'
import { useWechatQr } from './useWechatQr'
import { useWechatWeb } from './useWechatWeb'
import { WechatWebPanel } from './WechatWebPanel'

/** The ≥1200 px layout: a centred card, the welcome beside the form and the WeChat QR sign-in. */
export const LoginDesktop = observer(function LoginDesktop({ data }: { data: LoginData }) {
  // Only the desktop variant shows (and so asks for) the WeChat QR code.
  const qr = useWechatQr(data.meetingId, data.finishQrSignIn)
  // A server with the Open Platform website app signs in on WeChat's own page; else the QR stand-in.
  const web = useWechatWeb(data)
  return (
    <View className='fu-login fu-login--desktop'>
      <View className='fu-login__stage'>
        <View className='fu-login__card'>
          <View className='fu-login__welcome'>
            <Text className='fu-login__brand'>{data.t('app.name')}</Text>
            <Text className='fu-login__welcome-title'>{data.t('login.welcome')}</Text>
            <Text className='fu-login__welcome-text'>{data.t('login.welcome.text')}</Text>
          </View>
          <View className='fu-login__main'>
            <Text className='fu-login__subtitle'>{data.t('login.subtitle')}</Text>
            <LoginForm data={data} variant='desktop' />
          </View>
          <View className='fu-login__side'>
            {web.available ? <WechatWebPanel web={web} t={data.t} /> : <WechatQrPanel qr={qr} t={data.t} />}
          </View>
        </View>
      </View>
    </View>
  )
})
