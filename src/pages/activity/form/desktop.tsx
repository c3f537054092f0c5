import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { TimeRange } from '@/components/TimeRange'
import { heading, srRole } from '@/components/a11y'
import { TicketTypes } from '@/components/registration/TicketTypes'
import { BlockedView, CouponBox, FormNotice, PriceSummary, QuestionList, SubmitButton } from './FormParts'
import type { ActivityFormData } from './useActivityForm'

/** The ≥1200 px layout: the form in a wide card, and a sticky summary with ticket types, coupon and payment. */
export const ActivityFormDesktop = observer(function ActivityFormDesktop({ data }: { data: ActivityFormData }) {
  if (data.status === 'notFound' || !data.activity) return <Empty text={data.t('registration.notFound')} />
  return (
    <View className='fu-reg fu-reg--desktop'>
      <View className='fu-reg__grid'>
        <View className='fu-reg__main'>
          {data.blocked ? <BlockedView data={data} /> : (
            <View className='fu-reg__section'>
              <Text className='fu-reg__section-title' {...heading(2)}>{data.t('registration.section.details')}</Text>
              <QuestionList data={data} />
            </View>
          )}
        </View>
        <View className='fu-reg__aside' {...srRole('complementary', { 'aria-label': data.title })}>
          <Text className='fu-reg__activity' {...heading(2)}>{data.title}</Text>
          <TimeRange start={data.activity.start} end={data.activity.end} timezone={data.timezone} className='fu-reg__meta' />
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
    </View>
  )
})
