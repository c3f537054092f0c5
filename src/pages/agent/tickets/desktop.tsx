import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { GroupTicketList } from './TicketParts'
import type { ActivityTicketsData } from './useActivityTickets'

export const ActivityTicketsDesktop = observer(function ActivityTicketsDesktop({ data }: { data: ActivityTicketsData }) {
  return (
    <View className='fu-agent fu-agent--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-agent__stage'>
        <Text className='fu-agent__heading' {...heading(1)}>{data.t('agent.tickets.heading')}</Text>
        {data.title ? <Text className='fu-agent__activity' {...heading(2)}>{data.title}</Text> : null}
        <View className='fu-agent__body'><GroupTicketList data={data} /></View>
      </View>
      <MeetingFooter />
    </View>
  )
})
