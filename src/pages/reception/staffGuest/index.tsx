import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useReceptionStaffGuest } from './useReceptionStaffGuest'
import { ReceptionStaffGuestMobile } from './mobile'
import { ReceptionStaffGuestDesktop } from './desktop'

export default observer(function ReceptionStaffGuestScreen({ params, query }: ScreenProps) {
  const data = useReceptionStaffGuest(params, query)
  return useDeviceVariant() === 'desktop' ? <ReceptionStaffGuestDesktop data={data} /> : <ReceptionStaffGuestMobile data={data} />
})
