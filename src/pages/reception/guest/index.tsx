import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useReceptionGuest } from './useReceptionGuest'
import { ReceptionGuestMobile } from './mobile'
import { ReceptionGuestDesktop } from './desktop'

/** /meeting/reception/guest: my own guest record in the meeting. */
export default observer(function ReceptionGuestScreen({ params, query }: ScreenProps) {
  const data = useReceptionGuest(params, query, 'route.receptionGuest')
  return useDeviceVariant() === 'desktop' ? <ReceptionGuestDesktop data={data} /> : <ReceptionGuestMobile data={data} />
})
