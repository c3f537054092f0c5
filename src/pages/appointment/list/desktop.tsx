import { observer } from 'mobx-react'
import { MyListPage } from '@/pages/my/MyListPage'
import { AppointmentList } from './AppointmentList'
import type { AppointmentListData } from './useAppointmentList'
import './appointments.scss'

export const AppointmentListDesktop = observer(function AppointmentListDesktop({ data, title }: { data: AppointmentListData; title: string }) {
  return (
    <MyListPage variant='desktop' block='fu-appointments' title={title} intro={data.intro}>
      <AppointmentList data={data} />
    </MyListPage>
  )
})
