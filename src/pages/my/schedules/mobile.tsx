import { observer } from 'mobx-react'
import { MyListPage } from '../MyListPage'
import { ScheduleList } from './ScheduleList'
import type { MySchedulesData } from './useMySchedules'
import './schedules.scss'

export const MySchedulesMobile = observer(function MySchedulesMobile({ data, title }: { data: MySchedulesData; title: string }) {
  return (
    <MyListPage variant='mobile' block='fu-schedules' title={title} intro={data.t('my.schedules.intro')}>
      <ScheduleList data={data} />
    </MyListPage>
  )
})
