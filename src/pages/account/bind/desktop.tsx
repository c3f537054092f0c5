import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { BindForm } from './BindForm'
import type { BindData } from './useBind'

/** The ≥1200 px layout: the top bar, then a centred card. */
export const BindDesktop = observer(function BindDesktop({ data }: { data: BindData }) {
  return (
    <View className='fu-bind fu-bind--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-bind__stage'>
        <View className='fu-bind__card'>
          <Text className='fu-bind__title' {...heading(1)}>{data.t('bind.heading')}</Text>
          <BindForm data={data} />
        </View>
      </View>
    </View>
  )
})
