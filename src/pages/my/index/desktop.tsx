import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { MatchSuggestions } from '@/components/MatchSuggestions'
import { CalendarFeedSection } from './CalendarFeedSection'
import { NamePrompt } from './NamePrompt'
import { WaitlistSection } from './WaitlistSection'
import { AccountSection, DeletionNotice, EntrySection, ProfileCard, SignInCall } from './HubParts'
import type { MyIndexData } from './useMyIndex'
import './hub.scss'

/** ≥1200 px: who I am and the account settings in a side column, the groups of entries as tiles beside it. */
export const MyIndexDesktop = observer(function MyIndexDesktop({ data }: { data: MyIndexData }) {
  return (
    <View className='fu-hub fu-hub--desktop'>
      <View className='fu-hub__page'>
        {data.state === 'signed-out' ? <SignInCall data={data} /> : (
          <View className='fu-hub__layout'>
            <View className='fu-hub__side'>
              <ProfileCard data={data} />
              <NamePrompt />
              <DeletionNotice data={data} />
              <AccountSection data={data} />
              <WaitlistSection />
              <CalendarFeedSection />
            </View>
            <View className='fu-hub__main'>
              {data.sections.map(section => <EntrySection key={section.key} section={section} />)}
              <MatchSuggestions data={data.match} variant='desktop' />
            </View>
          </View>
        )}
      </View>
    </View>
  )
})
