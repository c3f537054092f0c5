import { observer } from 'mobx-react'
import { MyListPage } from '@/pages/my/MyListPage'
import { HubBody } from './HubBody'
import type { AppointmentHubData } from './useAppointmentHub'
import './hub.scss'

export const AppointmentHubMobile = observer(function AppointmentHubMobile({ data, title }: { data: AppointmentHubData; title: string }) {
  return (
    <MyListPage variant='mobile' block='fu-appointment-hub' title={title} intro={data.t('appointment.hub.intro')}>
      <HubBody data={data} />
    </MyListPage>
  )
})
