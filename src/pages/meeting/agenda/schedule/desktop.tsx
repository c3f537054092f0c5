import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { ScheduleBody } from './ScheduleBody'
import type { AgendaScheduleData } from './useAgendaSchedule'
import '../agenda.scss'

export const AgendaScheduleDesktop = observer(function AgendaScheduleDesktop({ data }: { data: AgendaScheduleData }) {
  return (
    <View className='fu-schedule fu-schedule--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-schedule__column'>
        <Text className='fu-schedule__heading' {...heading(1)}>{data.t('agenda.schedule.heading')}</Text>
        <ScheduleBody data={data} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
