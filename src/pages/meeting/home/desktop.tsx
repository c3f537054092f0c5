import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Failed, Loading } from '@/components/StateViews'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { ShareButton } from '@/components/ShareButton'
import { MeetingFooter } from '@/components/MeetingFooter'
import { srRole } from '@/components/a11y'
import { MeetingHero } from './MeetingHero'
import { HomeBlocks } from './blocks/HomeBlocks'
import type { MeetingHomeData } from './useMeetingHome'

export const MeetingHomeDesktop = observer(function MeetingHomeDesktop({ data }: { data: MeetingHomeData }) {
  if (data.status === 'failed') return <Failed message={data.error} onRetry={data.retry} />
  if (!data.meeting) return <Loading />
  return (
    <View className='fu-home fu-home--desktop'>
      <View className='fu-topbar' {...srRole('banner')}>
        <View className='fu-topbar__inner fu-desktop-column'>
          <Text className='fu-topbar__brand'>{data.title}</Text>
          <View className='fu-topbar__actions'>
            <ShareButton request={data.shareRequest} />
            <LanguageSwitcher />
          </View>
        </View>
      </View>
      <View className='fu-desktop-column'>
        <MeetingHero data={data} variant='desktop' />
        <HomeBlocks blocks={data.blocks.data ?? []} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
