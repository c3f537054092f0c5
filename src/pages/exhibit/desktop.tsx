import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { ExhibitEntries, ExhibitorListBody } from './ExhibitorListBody'
import type { ExhibitorListData } from './useExhibitorList'
import './parts/exhibit.scss'

export const ExhibitorListDesktop = observer(function ExhibitorListDesktop({ data }: { data: ExhibitorListData }) {
  return (
    <View className='fu-exhibit fu-exhibit--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-exhibit__column'>
        <View className='fu-exhibit__head'>
          <Text className='fu-exhibit__heading' {...heading(1)}>{data.heading}</Text>
          <ExhibitEntries data={data} />
        </View>
        <ExhibitorListBody data={data} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
