import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { MatchSuggestions } from '@/components/MatchSuggestions'
import { CalendarFeedSection } from './CalendarFeedSection'
import { NamePrompt } from './NamePrompt'
import { WaitlistSection } from './WaitlistSection'
import { AccountSection, DeletionNotice, EntrySection, ProfileCard, SignInCall } from './HubParts'
import type { MyIndexData } from './useMyIndex'
import './hub.scss'

/** A phone: who I am on top, then each group of entries, then the account settings. */
export const MyIndexMobile = observer(function MyIndexMobile({ data }: { data: MyIndexData }) {
  return (
    <View className='fu-hub fu-hub--mobile'>
      {data.state === 'signed-out' ? <SignInCall data={data} /> : (
        <View className='fu-hub__body'>
          <ProfileCard data={data} />
          <NamePrompt />
          <DeletionNotice data={data} />
          {data.sections.map(section => <EntrySection key={section.key} section={section} />)}
          <MatchSuggestions data={data.match} variant='mobile' />
          <WaitlistSection />
          <CalendarFeedSection />
          <AccountSection data={data} />
        </View>
      )}
    </View>
  )
})
