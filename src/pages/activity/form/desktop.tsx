import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading, srRole } from '@/components/a11y'
import { TimeRange } from './TimeRange'
import { BlockedView, CouponBox, FormNotice, PriceSummary, QuestionList, SubmitButton, TicketTypes } from './FormParts'
import type { ActivityFormData } from './useActivityForm'

/** The ≥1200 px layout: top bar, the form in a wide card, and a sticky summary with ticket types, coupon and payment. */
export const ActivityFormDesktop = observer(function ActivityFormDesktop({ data }: { data: ActivityFormData }) {
  const body = data.status === 'failed' ? <Failed message={data.error} onRetry={data.retry} />
    : data.status === 'notFound' ? <Empty text={data.t('registration.notFound')} />
      : !data.activity ? <Loading />
        : (
          <View className='fu-reg__grid'>
            <View className='fu-reg__main'>
              <Text className='fu-reg__heading' {...heading(1)}>{data.t(data.mode === 'resubmit' ? 'registration.resubmit.heading' : 'registration.heading')}</Text>
              {data.blocked ? <BlockedView data={data} /> : (
                <View className='fu-reg__section'>
                  <Text className='fu-reg__section-title' {...heading(3)}>{data.t('registration.section.details')}</Text>
                  <QuestionList data={data} />
                </View>
              )}
            </View>
            <View className='fu-reg__aside' {...srRole('complementary', { 'aria-label': data.title })}>
              <Text className='fu-reg__activity' {...heading(2)}>{data.title}</Text>
              <TimeRange activity={data.activity} className='fu-reg__meta' />
              {data.place ? <Text className='fu-reg__meta'>{data.place}</Text> : null}
              {data.blocked ? null : (
                <>
                  <TicketTypes data={data} />
                  <CouponBox data={data} />
                  <PriceSummary data={data} />
                  <FormNotice data={data} />
                  <SubmitButton data={data} />
                </>
              )}
            </View>
          </View>
        )
  return (
    <View className='fu-reg fu-reg--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-reg__stage'>{body}</View>
      <MeetingFooter />
    </View>
  )
})
