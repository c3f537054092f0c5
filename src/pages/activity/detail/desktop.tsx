import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { srRole } from '@/components/a11y'
import { Covers, Description, InfoRows, RegistrationActions, SourceNotice, TicketTypes, TitleBlock } from './DetailParts'
import type { ActivityDetailData } from './useActivityDetail'

export const ActivityDetailDesktop = observer(function ActivityDetailDesktop({ data }: { data: ActivityDetailData }) {
  return (
    <View className='fu-activity-detail fu-activity-detail--desktop'>
      <View className='fu-topbar' {...srRole('banner')}>
        <View className='fu-topbar__inner fu-desktop-column'>
          <Text className='fu-topbar__brand'>{data.meetingTitle}</Text>
          <LanguageSwitcher />
        </View>
      </View>
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
