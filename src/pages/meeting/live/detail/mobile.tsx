import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { ShareButton } from '@/components/ShareButton'
import { LiveArticle } from './LiveArticle'
import type { LiveDetailData } from './useLiveDetail'
import '../live.scss'

export const LiveDetailMobile = observer(function LiveDetailMobile({ data }: { data: LiveDetailData }) {
  return (
    <View className='fu-live-detail fu-live-detail--mobile'>
      <View className='fu-mobile-bar fu-live-detail__bar'>
        <Text className='fu-live-detail__bar-title'>{data.t('live.list.heading')}</Text>
        {data.live ? <ShareButton request={data.shareRequest} /> : null}
        <LanguageSwitcher />
      </View>
      <LiveArticle data={data} variant='mobile' />
      <MeetingFooter />
    </View>
  )
})
