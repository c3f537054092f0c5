import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useReceptionStaff } from './useReceptionStaff'
import { ReceptionStaffMobile } from './mobile'
import { ReceptionStaffDesktop } from './desktop'

export default observer(function ReceptionStaffScreen({ query }: ScreenProps) {
  const data = useReceptionStaff(query)
  return useDeviceVariant() === 'desktop' ? <ReceptionStaffDesktop data={data} /> : <ReceptionStaffMobile data={data} />
})
