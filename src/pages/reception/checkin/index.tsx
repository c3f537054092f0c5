import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useReceptionCheckin } from './useReceptionCheckin'
import { ReceptionCheckinMobile } from './mobile'
import { ReceptionCheckinDesktop } from './desktop'

export default observer(function ReceptionCheckinScreen({ query }: ScreenProps) {
  const data = useReceptionCheckin(query)
  return useDeviceVariant() === 'desktop' ? <ReceptionCheckinDesktop data={data} /> : <ReceptionCheckinMobile data={data} />
})
