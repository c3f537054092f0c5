import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useReceptionQuery } from './useReceptionQuery'
import { ReceptionQueryMobile } from './mobile'
import { ReceptionQueryDesktop } from './desktop'

export default observer(function ReceptionQueryScreen({ query }: ScreenProps) {
  const data = useReceptionQuery(query)
  return useDeviceVariant() === 'desktop' ? <ReceptionQueryDesktop data={data} /> : <ReceptionQueryMobile data={data} />
})
