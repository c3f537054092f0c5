import { observer } from 'mobx-react'
import { MyListPage } from '../MyListPage'
import { ScheduleList } from './ScheduleList'
import type { MySchedulesData } from './useMySchedules'
import './schedules.scss'

/** The ≥1200 px layout: the same days, sessions on a wider row with the time in its own column. */
export const MySchedulesDesktop = observer(function MySchedulesDesktop({ data, title }: { data: MySchedulesData; title: string }) {
  return (
    <MyListPage variant='desktop' block='fu-schedules' title={title} intro={data.t('my.schedules.intro')}>
      <ScheduleList data={data} />
    </MyListPage>
  )
})
