import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useReceptionGuestList } from './useReceptionGuestList'
import { ReceptionGuestListMobile } from './mobile'
import { ReceptionGuestListDesktop } from './desktop'

export default observer(function ReceptionGuestListScreen({ query }: ScreenProps) {
  const data = useReceptionGuestList(query)
  return useDeviceVariant() === 'desktop' ? <ReceptionGuestListDesktop data={data} /> : <ReceptionGuestListMobile data={data} />
})
