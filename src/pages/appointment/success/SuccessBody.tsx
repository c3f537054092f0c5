import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Failed, Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { AppointmentSuccessData } from './useAppointmentSuccess'

/** The confirmation, the same in both variants. */
export const SuccessBody = observer(function SuccessBody({ data }: { data: AppointmentSuccessData }) {
  const { t, item } = data
  if (item.status === 'loading') return <Loading />
  if (item.status === 'failed') return <Failed message={item.error} onRetry={item.retry} />
  return (
    <View className='fu-apply__done' {...srRole('status')}>
      <Text className='fu-apply__done-mark' aria-hidden>✓</Text>
      <Text className='fu-apply__title' {...heading(1)}>{t('appointment.success.heading')}</Text>
      {data.when ? <Text className='fu-apply__done-when'>{data.when}</Text> : null}
      <Text className='fu-apply__intro'>{t('appointment.success.text')}</Text>
      <View className='fu-apply__buttons'>
        <Action className='fu-button' onPress={data.mine}>{t('appointment.success.mine')}</Action>
        {data.back ? <Action className='fu-apply__other' onPress={data.back}>{t('appointment.success.back')}</Action> : null}
      </View>
    </View>
  )
})
