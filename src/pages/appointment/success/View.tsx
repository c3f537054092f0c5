import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { AddToCalendar } from '@/components/AddToCalendar'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { AppointmentSuccessData } from './useAppointmentSuccess'
import '../apply/apply.scss'

/** The confirmation card with its own heading, the same in both variants. */
export const AppointmentSuccessView = observer(function AppointmentSuccessView({ data, variant }: { data: AppointmentSuccessData; variant: Variant }) {
  const { t } = data
  return (
    <View className={`fu-apply fu-apply--${variant}`}>
      <View className='fu-apply__done' {...srRole('status')}>
        <Text className='fu-apply__done-mark' aria-hidden>✓</Text>
        <Text className='fu-apply__title' {...heading(1)}>{t('appointment.success.heading')}</Text>
        {data.when ? <Text className='fu-apply__done-when'>{data.when}</Text> : null}
        <Text className='fu-apply__intro'>{t('appointment.success.text')}</Text>
        <View className='fu-apply__buttons'>
          <Action className='fu-button' onPress={data.mine}>{t('appointment.success.mine')}</Action>
          <AddToCalendar className='fu-apply__other' source={data.calendar} />
          {data.back ? <Action className='fu-apply__other' onPress={data.back}>{t('appointment.success.back')}</Action> : null}
        </View>
      </View>
    </View>
  )
})
