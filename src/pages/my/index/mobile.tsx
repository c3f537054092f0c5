import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { MobilePage } from '@/components/PageFrame'
import { AccountSection, EntrySection, HubState, ProfileCard } from './HubParts'
import type { MyIndexData } from './useMyIndex'
import './hub.scss'

/** A phone: who I am on top, then each group of entries, then the account settings. */
export const MyIndexMobile = observer(function MyIndexMobile({ data }: { data: MyIndexData }) {
  return (
    <MobilePage className='fu-hub fu-hub--mobile'>
      {data.state !== 'ready' ? <HubState data={data} /> : (
        <View className='fu-hub__body'>
          <ProfileCard data={data} />
          {data.sections.map(section => <EntrySection key={section.key} section={section} />)}
          <AccountSection data={data} />
        </View>
      )}
    </MobilePage>
  )
})
