import { observer } from 'mobx-react'
import { MobilePage } from '@/components/PageFrame'
import { SuccessBody } from './SuccessBody'
import type { AppointmentSuccessData } from './useAppointmentSuccess'
import '../apply/apply.scss'

export const AppointmentSuccessMobile = observer(function AppointmentSuccessMobile({ data }: { data: AppointmentSuccessData }) {
  return <MobilePage className='fu-apply fu-apply--mobile'><SuccessBody data={data} /></MobilePage>
})
