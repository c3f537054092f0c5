import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useActivityDetail } from './useActivityDetail'
import { ActivityDetailMobile } from './mobile'
import { ActivityDetailDesktop } from './desktop'

/** /meeting/activity/detail (activity_id, optional source_id): one activity and its registration. */
export default observer(function ActivityDetailScreen({ query }: { query: Record<string, string> }) {
  const data = useActivityDetail(query)
  return useDeviceVariant() === 'desktop' ? <ActivityDetailDesktop data={data} /> : <ActivityDetailMobile data={data} />
})
