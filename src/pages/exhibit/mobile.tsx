import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { ExhibitEntries, ExhibitorListBody } from './ExhibitorListBody'
import type { ExhibitorListData } from './useExhibitorList'
import './parts/exhibit.scss'

export const ExhibitorListMobile = observer(function ExhibitorListMobile({ data }: { data: ExhibitorListData }) {
  return (
    <View className='fu-exhibit fu-exhibit--mobile'>
      <View className='fu-mobile-bar fu-exhibit__bar'>
        <Text className='fu-exhibit__heading' {...heading(1)}>{data.heading}</Text>
        <LanguageSwitcher />
      </View>
      <ExhibitEntries data={data} />
      <ExhibitorListBody data={data} variant='mobile' />
      <MeetingFooter />
    </View>
  )
})
