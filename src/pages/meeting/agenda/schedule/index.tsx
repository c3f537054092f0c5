import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useAgendaSchedule } from './useAgendaSchedule'
import { AgendaScheduleMobile } from './mobile'
import { AgendaScheduleDesktop } from './desktop'

export default observer(function AgendaScheduleScreen({ query }: ScreenProps) {
  const data = useAgendaSchedule(query)
  return useDeviceVariant() === 'desktop' ? <AgendaScheduleDesktop data={data} /> : <AgendaScheduleMobile data={data} />
})
