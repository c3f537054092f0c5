import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { ShareButton } from '@/components/ShareButton'
import { LiveArticle } from './LiveArticle'
import type { LiveDetailData } from './useLiveDetail'
import '../live.scss'

export const LiveDetailDesktop = observer(function LiveDetailDesktop({ data }: { data: LiveDetailData }) {
  return (
    <View className='fu-live-detail fu-live-detail--desktop'>
      <DesktopTopBar actions={data.live ? <ShareButton request={data.shareRequest} /> : undefined} />
      <View className='fu-desktop-column'>
        <LiveArticle data={data} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
