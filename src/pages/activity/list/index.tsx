import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useActivityList } from './useActivityList'
import { ActivityListMobile } from './mobile'
import { ActivityListDesktop } from './desktop'

/** /meeting/activity/list (optional meeting_id): the meeting's activities, page by page. */
export default observer(function ActivityListScreen({ query }: { query: Record<string, string> }) {
  const data = useActivityList(query)
  return useDeviceVariant() === 'desktop' ? <ActivityListDesktop data={data} /> : <ActivityListMobile data={data} />
})
