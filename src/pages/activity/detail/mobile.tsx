import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { Covers, Description, InfoRows, RegistrationActions, SourceNotice, TicketTypes, TitleBlock } from './DetailParts'
import type { ActivityDetailData } from './useActivityDetail'

export const ActivityDetailMobile = observer(function ActivityDetailMobile({ data }: { data: ActivityDetailData }) {
  return (
    <View className='fu-activity-detail fu-activity-detail--mobile'>
      <View className='fu-mobile-bar'><LanguageSwitcher /></View>
      {data.status === 'failed' ? <Failed message={data.error} onRetry={data.retry} />
        : data.status === 'notFound' ? <Empty text={data.t('activity.notFound')} />
          : data.status === 'loading' || !data.activity ? <Loading />
            : (
              <View className='fu-activity-detail__page'>
                <Covers data={data} />
                <View className='fu-activity-detail__card'>
                  <TitleBlock data={data} />
                  <InfoRows data={data} />
                  <SourceNotice data={data} />
                </View>
                <TicketTypes data={data} />
                <Description data={data} />
                <MeetingFooter />
                <View className='fu-activity-detail__dock'><RegistrationActions data={data} /></View>
              </View>
            )}
    </View>
  )
})
