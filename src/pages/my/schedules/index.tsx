import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useStores } from '@/stores'
import { useMySchedules } from './useMySchedules'
import { MySchedulesMobile } from './mobile'
import { MySchedulesDesktop } from './desktop'

/** /my/schedules (optional meeting_id): the sessions I added to my schedule, by day, each removable. */
export default observer(function MySchedulesScreen({ query }: { query: Record<string, string> }) {
  const { language } = useStores()
  const data = useMySchedules(query)
  const title = language.t('route.mySchedules')
  return useDeviceVariant() === 'desktop' ? <MySchedulesDesktop data={data} title={title} /> : <MySchedulesMobile data={data} title={title} />
})
