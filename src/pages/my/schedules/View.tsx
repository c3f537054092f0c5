import { observer } from 'mobx-react'
import { ListWithIntro } from '@/components/ListWithIntro'
import type { Variant } from '@/components/screen/defineScreen'
import { ScheduleList } from './ScheduleList'
import type { MySchedulesData } from './useMySchedules'
import './schedules.scss'

/** My schedules: the same days in both variants; on a desktop the sessions sit on a wider row with the time in its own column. */
export const MySchedulesView = observer(function MySchedulesView({ data, variant }: { data: MySchedulesData; variant: Variant }) {
  return (
    <ListWithIntro variant={variant} block='fu-schedules' intro={data.t('my.schedules.intro')}>
      <ScheduleList data={data} />
    </ListWithIntro>
  )
})
