import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { GroupTicketList } from './TicketParts'
import type { ActivityTicketsData } from './useActivityTickets'

/** The activity's title (in the white head on a phone), then its group tickets. */
export const ActivityTicketsView = observer(function ActivityTicketsView({ data, variant }: { data: ActivityTicketsData; variant: Variant }) {
  const activity = data.title ? <Text className='fu-agent__activity' {...heading(2)}>{data.title}</Text> : null
  return (
    <View className={`fu-agent fu-agent--${variant}`}>
      {activity && variant === 'mobile' ? <View className='fu-agent__head'>{activity}</View> : activity}
      <View className='fu-agent__body'><GroupTicketList data={data} variant={variant} /></View>
    </View>
  )
})
