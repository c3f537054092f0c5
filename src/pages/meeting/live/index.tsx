import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useLiveList } from './useLiveList'
import { LiveListMobile } from './mobile'
import { LiveListDesktop } from './desktop'

export default observer(function LiveListScreen({ query }: ScreenProps) {
  const data = useLiveList(query)
  return useDeviceVariant() === 'desktop' ? <LiveListDesktop data={data} /> : <LiveListMobile data={data} />
})
