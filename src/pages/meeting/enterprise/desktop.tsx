import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { EnterpriseArticle } from './EnterpriseArticle'
import type { EnterpriseDetailData } from './useEnterpriseDetail'
import '../../exhibit/parts/exhibit.scss'

export const EnterpriseDetailDesktop = observer(function EnterpriseDetailDesktop({ data }: { data: EnterpriseDetailData }) {
  return (
    <View className='fu-enterprise fu-enterprise--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-enterprise__column'>
        <EnterpriseArticle data={data} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
