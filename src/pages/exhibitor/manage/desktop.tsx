import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { ManageBody } from './ManageBody'
import type { ExhibitorManageData } from './useExhibitorManage'

/** The ≥1200 px layout: the top bar, then the company form and the products side by side. */
export const ExhibitorManageDesktop = observer(function ExhibitorManageDesktop({ data }: { data: ExhibitorManageData }) {
  return (
    <View className='fu-exhibitor fu-exhibitor--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-exhibitor__column'>
        <Text className='fu-exhibitor__heading' {...heading(1)}>{data.bound.company || data.t('route.exhibitorManage')}</Text>
        <ManageBody data={data} />
      </View>
      <MeetingFooter />
    </View>
  )
})
