import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { Covers, Description, InfoRows, RegistrationActions, SourceNotice, TicketTypes, TitleBlock } from './DetailParts'
import type { ActivityDetailData } from './useActivityDetail'

/** The phone layout: covers on top, the activity's card, its ticket types and description, "Register" docked at the bottom. */
export const ActivityDetailMobile = observer(function ActivityDetailMobile({ data }: { data: ActivityDetailData }) {
  if (data.status === 'notFound' || !data.activity) return <Empty text={data.t('activity.notFound')} />
  return (
    <View className='fu-activity-detail fu-activity-detail--mobile'>
      <View className='fu-activity-detail__page'>
        <Covers data={data} />
        <View className='fu-activity-detail__card'>
          <TitleBlock data={data} />
          <InfoRows data={data} />
          <SourceNotice data={data} />
        </View>
        <TicketTypes data={data} />
        <Description data={data} />
        <View className='fu-activity-detail__dock'><RegistrationActions data={data} compact /></View>
      </View>
    </View>
  )
})
