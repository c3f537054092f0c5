import { Text, View } from '@tarojs/components'
import { heading } from '@/components/a11y'
import type { AppointmentApplyData } from './useAppointmentApply'

/** The page's heading (the exhibitor's name once known) and what to do. */
export function ApplyHeader({ data }: { data: AppointmentApplyData }) {
  return (
    <View className='fu-apply__header'>
      <Text className='fu-apply__title' {...heading(1)}>{data.heading}</Text>
      <Text className='fu-apply__intro'>{data.t('appointment.apply.intro')}</Text>
    </View>
  )
}
