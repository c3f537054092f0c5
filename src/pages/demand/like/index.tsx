import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useDemandLikes } from './useDemandLikes'
import { DemandLikesMobile } from './mobile'
import { DemandLikesDesktop } from './desktop'

export default observer(function DemandLikesScreen({ query }: ScreenProps) {
  const data = useDemandLikes(query)
  return useDeviceVariant() === 'desktop' ? <DemandLikesDesktop data={data} /> : <DemandLikesMobile data={data} />
})
