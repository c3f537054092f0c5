import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import { BindMobile } from '../bind/mobile'
import { PhoneState } from './PhoneState'
import type { PhoneChangeData } from './usePhoneChange'

/** The /bind layout once the form applies; before, the same frame with the screen's state. */
export const PhoneChangeMobile = observer(function PhoneChangeMobile({ data }: { data: PhoneChangeData }) {
  if (data.state === 'form') return <BindMobile data={data.bind} />
  return (
    <View className='fu-bind fu-bind--mobile fu-phone'>
      <Text className='fu-bind__title' {...heading(1)}>{data.t('route.accountPhone')}</Text>
      <PhoneState data={data} />
    </View>
  )
})
