import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useDemandComment } from './useDemandComment'
import { DemandCommentMobile } from './mobile'
import { DemandCommentDesktop } from './desktop'

export default observer(function DemandCommentScreen({ query }: ScreenProps) {
  const data = useDemandComment(query)
  return useDeviceVariant() === 'desktop' ? <DemandCommentDesktop data={data} /> : <DemandCommentMobile data={data} />
})
