import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { EmailForm } from './EmailForm'
import type { ChangeEmailData } from './useChangeEmail'

/** The ≥1200 px layout: the top bar, then a centred card. */
export const ChangeEmailDesktop = observer(function ChangeEmailDesktop({ data }: { data: ChangeEmailData }) {
  return (
    <View className='fu-email fu-email--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-email__stage'>
        <View className='fu-email__card'>
          <Text className='fu-email__title' {...heading(1)}>{data.t('my.email.heading')}</Text>
          <EmailForm data={data} />
        </View>
      </View>
    </View>
  )
})
