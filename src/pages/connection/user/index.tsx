import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useStores } from '@/stores'
import { useMeetingUser } from './useMeetingUser'
import { MeetingUserMobile } from './mobile'
import { MeetingUserDesktop } from './desktop'

/** /meeting/user?user_id: a person's business card. */
export default observer(function MeetingUserScreen({ query }: ScreenProps) {
  const { language } = useStores()
  const data = useMeetingUser(query)
  const title = language.t('route.meetingUser')
  return useDeviceVariant() === 'desktop' ? <MeetingUserDesktop data={data} title={title} /> : <MeetingUserMobile data={data} title={title} />
})
