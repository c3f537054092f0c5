import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useAgendaDetails } from './useAgendaDetails'
import { AgendaDetailsMobile } from './mobile'
import { AgendaDetailsDesktop } from './desktop'

export default observer(function AgendaDetailsScreen({ query }: ScreenProps) {
  const data = useAgendaDetails(query)
  return useDeviceVariant() === 'desktop' ? <AgendaDetailsDesktop data={data} /> : <AgendaDetailsMobile data={data} />
})
