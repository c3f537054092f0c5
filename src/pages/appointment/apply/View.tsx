import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Variant } from '@/components/screen/defineScreen'
import { ApplyForm } from './ApplyForm'
import type { AppointmentApplyData } from './useAppointmentApply'
import './apply.scss'

/** What to do, then the booking form: one layout, the form set wider on a desktop (apply.scss). */
export const AppointmentApplyView = observer(function AppointmentApplyView({ data, variant }: { data: AppointmentApplyData; variant: Variant }) {
  return (
    <View className={`fu-apply fu-apply--${variant}`}>
      <View className='fu-apply__header'>
        <Text className='fu-apply__intro'>{data.t(data.proposing ? 'appointment.propose.intro' : 'appointment.apply.intro')}</Text>
      </View>
      <ApplyForm data={data} />
    </View>
  )
})
