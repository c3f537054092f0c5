import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { MessageKey } from '@/i18n'
import { useStores } from '@/stores'
import { AppointmentListMobile } from './mobile'
import { AppointmentListDesktop } from './desktop'
import { useAppointmentList, type AppointmentListKind } from './useAppointmentList'

/** One route's screen: the kind of list and its title; the variant is chosen by the device. */
export function appointmentListScreen(kind: AppointmentListKind, title: MessageKey) {
  return observer(function AppointmentListScreen({ query }: { query: Record<string, string> }) {
    const { language } = useStores()
    const data = useAppointmentList(kind, query)
    const text = language.t(title)
    return useDeviceVariant() === 'desktop' ? <AppointmentListDesktop data={data} title={text} /> : <AppointmentListMobile data={data} title={text} />
  })
}
