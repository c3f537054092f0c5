import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { SearchBody } from './SearchBody'
import type { MeetingSearchData } from './useMeetingSearch'
import './search.scss'

export const MeetingSearchMobile = observer(function MeetingSearchMobile({ data }: { data: MeetingSearchData }) {
  return (
    <View className='fu-meeting-search fu-meeting-search--mobile'>
      <View className='fu-mobile-bar fu-meeting-search__bar'>
        <Text className='fu-meeting-search__heading' {...heading(1)}>{data.t('search.heading')}</Text>
        <LanguageSwitcher />
      </View>
      <SearchBody data={data} variant='mobile' />
      <MeetingFooter />
    </View>
  )
})
