import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useMeetingHome } from './useMeetingHome'
import { MeetingHomeMobile } from './mobile'
import { MeetingHomeDesktop } from './desktop'

export default observer(function MeetingHomeScreen({ query }: { query: Record<string, string> }) {
  const data = useMeetingHome(query.meeting_id)
  return useDeviceVariant() === 'desktop' ? <MeetingHomeDesktop data={data} /> : <MeetingHomeMobile data={data} />
})
