import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useExhibitorList } from './useExhibitorList'
import { ExhibitorListMobile } from './mobile'
import { ExhibitorListDesktop } from './desktop'

export default observer(function ExhibitorListScreen({ query }: ScreenProps) {
  const data = useExhibitorList(query)
  return useDeviceVariant() === 'desktop' ? <ExhibitorListDesktop data={data} /> : <ExhibitorListMobile data={data} />
})
