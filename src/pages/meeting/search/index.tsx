import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useMeetingSearch } from './useMeetingSearch'
import { MeetingSearchMobile } from './mobile'
import { MeetingSearchDesktop } from './desktop'

/** /meeting/search: one box over the meeting's activities, agenda, news, speakers, exhibitors and products. */
export default observer(function MeetingSearchScreen({ query }: ScreenProps) {
  const data = useMeetingSearch(query)
  return useDeviceVariant() === 'desktop' ? <MeetingSearchDesktop data={data} /> : <MeetingSearchMobile data={data} />
})
