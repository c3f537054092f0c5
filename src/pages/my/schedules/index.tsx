import { defineScreen } from '@/components/screen/defineScreen'
import { useMySchedules, type MySchedulesData } from './useMySchedules'
import { MySchedulesView } from './View'

/** /my/schedules (optional meeting_id): the sessions I added to my schedule, by day, each removable. */
export default defineScreen<'mySchedules', MySchedulesData>({
  use: ({ meeting }) => useMySchedules(meeting),
  view: MySchedulesView,
})
