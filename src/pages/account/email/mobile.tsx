import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import { EmailForm } from './EmailForm'
import type { ChangeEmailData } from './useChangeEmail'

export const ChangeEmailMobile = observer(function ChangeEmailMobile({ data }: { data: ChangeEmailData }) {
  return (
    <View className='fu-email fu-email--mobile'>
      <Text className='fu-email__title' {...heading(1)}>{data.t('my.email.heading')}</Text>
      <EmailForm data={data} />
    </View>
  )
})
