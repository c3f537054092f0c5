import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useActivitySuccess } from './useActivitySuccess'
import { ActivitySuccessMobile } from './mobile'
import { ActivitySuccessDesktop } from './desktop'

/** /activity/success (activity_id, meeting_id, ticket_id or order_id): what the registration came to. */
export default observer(function ActivitySuccessScreen({ query }: { query: Record<string, string> }) {
  const data = useActivitySuccess(query)
  return useDeviceVariant() === 'desktop' ? <ActivitySuccessDesktop data={data} /> : <ActivitySuccessMobile data={data} />
})
