import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageMenu } from '@/components/LanguageMenu'
import { SearchEntry } from '@/components/SearchEntry'
import { ShareButton } from '@/components/ShareButton'
import type { Variant } from '@/components/screen/defineScreen'
import { CopilotEntry } from '@/components/CopilotEntry'
import { MeetingHero } from '@/components/meetingHome/MeetingHero'
import { HomeBlocks } from '@/components/homeBlocks/HomeBlocks'
import type { MeetingHomeData } from '@/components/meetingHome/useMeetingHome'

/**
 * The meeting's landing page: on a phone its own header (search, share, languages) over the hero, where the desktop
 * top bar carries search and share; then the meeting's blocks and, last, the assistant's dock (in the flow, sticky at the bottom: it
 * covers no block).
 */
export const MeetingHomeView = observer(function MeetingHomeView({ data, variant }: { data: MeetingHomeData; variant: Variant }) {
  return (
    <View className={`fu-home fu-home--${variant}`}>
      {variant === 'mobile' ? (
        <View className='fu-mobile-bar'>
          <SearchEntry look='field' />
          <ShareButton request={data.shareRequest} />
          <LanguageMenu />
        </View>
      ) : null}
      <MeetingHero data={data} variant={variant} />
      {!data.meeting || data.blocks.status === 'loading' ? <View className='fu-home__pending' /> : <HomeBlocks blocks={data.blocks.data ?? []} variant={variant} />}
      <CopilotEntry meeting={data.meeting} variant={variant} />
    </View>
  )
})
