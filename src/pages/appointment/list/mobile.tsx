import { observer } from 'mobx-react'
import { MyListPage } from '@/pages/my/MyListPage'
import { AppointmentList } from './AppointmentList'
import type { AppointmentListData } from './useAppointmentList'
import './appointments.scss'

/** The phone and ≥1200 px layouts differ only in the frame and the item grid (appointments.scss). */
export const AppointmentListMobile = observer(function AppointmentListMobile({ data, title }: { data: AppointmentListData; title: string }) {
  return (
    <MyListPage variant='mobile' block='fu-appointments' title={title} intro={data.intro}>
      <AppointmentList data={data} />
    </MyListPage>
  )
})
