import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useSpeakerList } from './useSpeakerList'
import { SpeakerListMobile } from './mobile'
import { SpeakerListDesktop } from './desktop'

export default observer(function SpeakerListScreen({ query }: ScreenProps) {
  const data = useSpeakerList(query)
  return useDeviceVariant() === 'desktop' ? <SpeakerListDesktop data={data} /> : <SpeakerListMobile data={data} />
})
