import { observer } from 'mobx-react'
import { DesktopPage } from '@/components/PageFrame'
import { ApplyForm } from './ApplyForm'
import { ApplyHeader } from './ApplyHeader'
import type { AppointmentApplyData } from './useAppointmentApply'
import './apply.scss'

/** The ≥1200 px layout: the form in a readable column under the top bar. */
export const AppointmentApplyDesktop = observer(function AppointmentApplyDesktop({ data }: { data: AppointmentApplyData }) {
  return <DesktopPage className='fu-apply fu-apply--desktop' columnClassName='fu-apply__page'><ApplyHeader data={data} /><ApplyForm data={data} /></DesktopPage>
})
