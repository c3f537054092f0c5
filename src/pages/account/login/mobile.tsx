import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import { LoginForm } from './LoginForm'
import type { LoginData } from './useLogin'

/** The phone layout: heading and form filling the width. */
export const LoginMobile = observer(function LoginMobile({ data }: { data: LoginData }) {
  return (
    <View className='fu-login fu-login--mobile'>
      <View className='fu-login__intro'>
        <Text className='fu-login__title' {...heading(1)}>{data.t('login.heading')}</Text>
        <Text className='fu-login__subtitle'>{data.t('login.subtitle')}</Text>
      </View>
      <LoginForm data={data} variant='mobile' />
    </View>
  )
})
