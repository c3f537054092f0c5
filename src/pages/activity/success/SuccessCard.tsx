import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading, srRole } from '@/components/a11y'
import { Action } from '@/components/Action'
import { Price } from '@/components/Price'
import type { Variant } from '@/components/screen/defineScreen'
import type { ActivitySuccessData } from './useActivitySuccess'
import '../form/form.scss'

/** The outcome, the activity, the order and the two ways on: one card, centred in the column on a desktop. */
export const SuccessView = observer(function SuccessView({ data, variant }: { data: ActivitySuccessData; variant: Variant }) {
  return (
    <View className={`fu-reg fu-reg--${variant} fu-reg--success`}>
      <SuccessCard data={data} />
    </View>
  )
})

const SuccessCard = observer(function SuccessCard({ data }: { data: ActivitySuccessData }) {
  const { t } = data
  return (
    <View className={`fu-reg__result fu-reg__result--${data.kind}`}>
      <Text className={`fu-reg__result-icon fu-reg__result-icon--${data.kind}`} aria-hidden>{data.kind === 'registered' ? '✓' : '…'}</Text>
      <Text className='fu-reg__heading' {...heading(1)}>{data.heading}</Text>
      <Text className='fu-reg__result-text' {...srRole('status')}>{data.text}</Text>
      <View className='fu-reg__facts'>
        {data.title ? <View className='fu-reg__fact'><Text className='fu-reg__fact-name'>{t('registration.success.activity')}</Text><Text className='fu-reg__fact-value'>{data.title}</Text></View> : null}
        {data.ticketCode ? <View className='fu-reg__fact'><Text className='fu-reg__fact-name'>{t('registration.success.ticketCode')}</Text><Text className='fu-reg__fact-value'>{data.ticketCode}</Text></View> : null}
        {data.orderNumber ? <View className='fu-reg__fact'><Text className='fu-reg__fact-name'>{t('registration.success.orderNumber')}</Text><Text className='fu-reg__fact-value'>{data.orderNumber}</Text></View> : null}
        {data.paidCents !== null ? <View className='fu-reg__fact'><Text className='fu-reg__fact-name'>{t('registration.success.paidAmount')}</Text><Price cents={data.paidCents} className='fu-reg__fact-value' /></View> : null}
      </View>
      <View className='fu-reg__actions'>
        {data.kind === 'pending' ? <Action className='fu-reg__button' onPress={data.retry}>{t('registration.success.refresh')}</Action> : null}
        <Action className='fu-reg__button fu-reg__button--primary' onPress={data.openMyTickets}>{t('registration.myTickets')}</Action>
        <Action className='fu-reg__button' onPress={data.openActivity}>{t('registration.backToActivity')}</Action>
      </View>
    </View>
  )
})
