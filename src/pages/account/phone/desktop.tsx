import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { BindDesktop } from '../bind/desktop'
import { PhoneState } from './PhoneState'
import type { PhoneChangeData } from './usePhoneChange'

/** The /bind card at ≥1200 px once the form applies; before, the same card with the screen's state. */
export const PhoneChangeDesktop = observer(function PhoneChangeDesktop({ data }: { data: PhoneChangeData }) {
  if (data.state === 'form') return <BindDesktop data={data.bind} />
  return (
    <View className='fu-bind fu-bind--desktop fu-phone'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-bind__stage'>
        <View className='fu-bind__card'>
          <Text className='fu-bind__title' {...heading(1)}>{data.t('route.accountPhone')}</Text>
          <PhoneState data={data} />
        </View>
      </View>
    </View>
  )
})
