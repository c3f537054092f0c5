import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useSpeakerDetail } from './useSpeakerDetail'
import { SpeakerDetailMobile } from './mobile'
import { SpeakerDetailDesktop } from './desktop'

export default observer(function SpeakerDetailScreen({ query }: ScreenProps) {
  const data = useSpeakerDetail(query)
  return useDeviceVariant() === 'desktop' ? <SpeakerDetailDesktop data={data} /> : <SpeakerDetailMobile data={data} />
})
