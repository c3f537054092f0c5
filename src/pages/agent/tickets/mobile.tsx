import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import { GroupTicketList } from './TicketParts'
import type { ActivityTicketsData } from './useActivityTickets'

export const ActivityTicketsMobile = observer(function ActivityTicketsMobile({ data }: { data: ActivityTicketsData }) {
  return (
    <View className='fu-agent fu-agent--mobile'>
      <View className='fu-agent__head'>
        <Text className='fu-agent__heading' {...heading(1)}>{data.t('agent.tickets.heading')}</Text>
        {data.title ? <Text className='fu-agent__activity' {...heading(2)}>{data.title}</Text> : null}
      </View>
      <View className='fu-agent__body'><GroupTicketList data={data} /></View>
    </View>
  )
})
