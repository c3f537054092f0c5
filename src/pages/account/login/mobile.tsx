import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LoginForm } from './LoginForm'
import type { LoginData } from './useLogin'

/** The phone layout: under the frame's title, the subtitle and the form filling the width. */
export const LoginMobile = observer(function LoginMobile({ data }: { data: LoginData }) {
  return (
    <View className='fu-login fu-login--mobile'>
      <View className='fu-login__intro'>
        <Text className='fu-login__subtitle'>{data.t('login.subtitle')}</Text>
      </View>
      <LoginForm data={data} variant='mobile' />
    </View>
  )
})
