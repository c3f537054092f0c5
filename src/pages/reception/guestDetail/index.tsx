import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useReceptionGuest } from '../guest/useReceptionGuest'
import { ReceptionGuestMobile } from '../guest/mobile'
import { ReceptionGuestDesktop } from '../guest/desktop'

/** /meeting/reception/guest/:guestId: one of my guest records. */
export default observer(function ReceptionGuestDetailScreen({ params, query }: ScreenProps) {
  const data = useReceptionGuest(params, query, 'route.receptionGuestDetail')
  return useDeviceVariant() === 'desktop' ? <ReceptionGuestDesktop data={data} /> : <ReceptionGuestMobile data={data} />
})
