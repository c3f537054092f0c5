import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { TimeRange } from '@/components/TimeRange'
import { heading } from '@/components/a11y'
import { TicketTypes } from '@/components/registration/TicketTypes'
import { BlockedView, CouponBox, FormNotice, PriceSummary, QuestionList, SubmitButton } from './FormParts'
import type { ActivityFormData } from './useActivityForm'

/** The phone layout: one column, the activity on top, the pay / register button in a bar at the bottom. */
export const ActivityFormMobile = observer(function ActivityFormMobile({ data }: { data: ActivityFormData }) {
  if (data.status === 'notFound' || !data.activity) return <Empty text={data.t('registration.notFound')} />
  return (
    <View className='fu-reg fu-reg--mobile'>
      <View className='fu-reg__head'>
        <Text className='fu-reg__activity' {...heading(2)}>{data.title}</Text>
        <TimeRange start={data.activity.start} end={data.activity.end} timezone={data.timezone} className='fu-reg__meta' />
        {data.place ? <Text className='fu-reg__meta'>{data.place}</Text> : null}
      </View>
      {data.blocked ? <BlockedView data={data} /> : (
        <View className='fu-reg__body'>
          <TicketTypes data={data} />
          <View className='fu-reg__section'>
            <Text className='fu-reg__section-title' {...heading(3)}>{data.t('registration.section.details')}</Text>
            <QuestionList data={data} />
          </View>
          <View className='fu-reg__section'>
            <CouponBox data={data} />
            <PriceSummary data={data} />
          </View>
          <View className='fu-reg__bar'>
            <FormNotice data={data} />
            <SubmitButton data={data} />
          </View>
        </View>
      )}
    </View>
  )
})
