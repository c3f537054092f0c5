import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { ScheduleBody } from './ScheduleBody'
import type { AgendaScheduleData } from './useAgendaSchedule'
import '../agenda.scss'

export const AgendaScheduleMobile = observer(function AgendaScheduleMobile({ data }: { data: AgendaScheduleData }) {
  return (
    <View className='fu-schedule fu-schedule--mobile'>
      <View className='fu-mobile-bar'>
        <Text className='fu-schedule__heading' {...heading(1)}>{data.t('agenda.schedule.heading')}</Text>
        <LanguageSwitcher />
      </View>
      <ScheduleBody data={data} variant='mobile' />
      <MeetingFooter />
    </View>
  )
})
