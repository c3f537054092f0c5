import { observer } from 'mobx-react'
import { MobilePage } from '@/components/PageFrame'
import { ApplyForm } from './ApplyForm'
import { ApplyHeader } from './ApplyHeader'
import type { AppointmentApplyData } from './useAppointmentApply'
import './apply.scss'

export const AppointmentApplyMobile = observer(function AppointmentApplyMobile({ data }: { data: AppointmentApplyData }) {
  return <MobilePage className='fu-apply fu-apply--mobile'><ApplyHeader data={data} /><ApplyForm data={data} /></MobilePage>
})
