import { observer } from 'mobx-react'
import { DesktopPage } from '@/components/PageFrame'
import { SuccessBody } from './SuccessBody'
import type { AppointmentSuccessData } from './useAppointmentSuccess'
import '../apply/apply.scss'

export const AppointmentSuccessDesktop = observer(function AppointmentSuccessDesktop({ data }: { data: AppointmentSuccessData }) {
  return <DesktopPage className='fu-apply fu-apply--desktop' columnClassName='fu-apply__page'><SuccessBody data={data} /></DesktopPage>
})
