import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { MeetingFooter } from '@/components/MeetingFooter'
import { Covers, Description, InfoRows, RegistrationActions, SourceNotice, TicketTypes, TitleBlock } from './DetailParts'
import type { ActivityDetailData } from './useActivityDetail'

export const ActivityDetailDesktop = observer(function ActivityDetailDesktop({ data }: { data: ActivityDetailData }) {
  return (
    <View className='fu-activity-detail fu-activity-detail--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-activity-detail__column'>
        {data.status === 'failed' ? <Failed message={data.error} onRetry={data.retry} />
          : data.status === 'notFound' ? <Empty text={data.t('activity.notFound')} />
            : data.status === 'loading' || !data.activity ? <Loading />
              : (
                <>
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
                    <View className='fu-activity-detail__aside'><TicketTypes data={data} /></View>
                  </View>
                </>
              )}
      </View>
      <MeetingFooter />
    </View>
  )
})
