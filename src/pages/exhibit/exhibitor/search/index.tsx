import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useExhibitorSearch } from './useExhibitorSearch'
import { ExhibitorSearchMobile } from './mobile'
import { ExhibitorSearchDesktop } from './desktop'

export default observer(function ExhibitorSearchRoute({ query }: ScreenProps) {
  const data = useExhibitorSearch(query)
  return useDeviceVariant() === 'desktop' ? <ExhibitorSearchDesktop data={data} /> : <ExhibitorSearchMobile data={data} />
})
