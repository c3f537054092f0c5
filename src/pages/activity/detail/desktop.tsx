import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { Covers, Description, InfoRows, RegistrationActions, SourceNotice, TicketTypes, TitleBlock } from './DetailParts'
import type { ActivityDetailData } from './useActivityDetail'

/** The ≥1200 px layout: covers beside the summary and its actions, then the description with the ticket types aside. */
export const ActivityDetailDesktop = observer(function ActivityDetailDesktop({ data }: { data: ActivityDetailData }) {
  if (data.status === 'notFound' || !data.activity) return <Empty text={data.t('activity.notFound')} />
  return (
    <View className='fu-activity-detail fu-activity-detail--desktop'>
      <View className='fu-activity-detail__hero'>
        <Covers data={data} />
        <View className='fu-activity-detail__summary'>
          <TitleBlock data={data} />
          <InfoRows data={data} />
          <SourceNotice data={data} />
          <RegistrationActions data={data} />
        </View>
      </View>
      <View className='fu-activity-detail__main'>
        <View className='fu-activity-detail__content'><Description data={data} /></View>
        {/* No empty column beside the description when the activity has no ticket types. */}
        {data.ticketTypes.length ? <View className='fu-activity-detail__aside'><TicketTypes data={data} /></View> : null}
      </View>
    </View>
  )
})
