import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useStores } from '@/stores'
import { useMeetingConnection } from './useMeetingConnection'
import { MeetingConnectionMobile } from './mobile'
import { MeetingConnectionDesktop } from './desktop'

/** /meeting/connection: the meeting's people who chose to appear, to exchange business cards with. */
export default observer(function MeetingConnectionScreen({ query }: ScreenProps) {
  const { language } = useStores()
  const data = useMeetingConnection(query)
  const title = language.t('route.meetingConnection')
  return useDeviceVariant() === 'desktop' ? <MeetingConnectionDesktop data={data} title={title} /> : <MeetingConnectionMobile data={data} title={title} />
})
