import { countAppointments, pendingAppointmentCount } from '@/api/appointments'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import type { MessageKey } from '@/i18n'
import type { RouteName } from '@/router/routes'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

export interface HubLink { key: string; label: string; note: string; open: () => void }

/**
 * /appointment: my appointments hub. My requests (upcoming counted), their history and all of mine; an exhibitor
 * with a bound company also sees the requests to it (waiting ones counted) and their history, an unbound one the
 * way to bind (SPEC §6); and the way to book a meeting with an exhibitor.
 */
export function useAppointmentHub(meeting: ScreenMeeting) {
  const { session, language } = useStores()
  const t = language.t
  const { id: meetingId } = meeting
  const me = session.userId

  const counts = useRemote(async () => {
    if (!me) return { upcoming: 0, waiting: null, exhibitor: false }
    const now = Math.floor(Date.now() / 1000)
    const [upcoming] = await Promise.all([countAppointments({ user_id: me, end: now }), session.refreshUser()])
    const exhibitor = !!session.user?.exhibitor
    return { upcoming: upcoming.total, waiting: exhibitor ? await pendingAppointmentCount(me, now) : null, exhibitor }
  }, [me])

  const inMeeting = meetingId ? { meeting_id: meetingId } : {}
  const link = (route: RouteName, label: MessageKey, note = ''): HubLink => ({ key: route, label: t(label), note, open: () => { void navigateTo(route, inMeeting) } })
  const data = counts.data
  const mine = [
    link('mySchedule', 'appointment.hub.mine', data?.upcoming ? t('appointment.hub.upcoming', { count: data.upcoming }) : ''),
    link('myScheduleHistory', 'appointment.hub.history'),
    link('userAppointments', 'appointment.hub.all'),
    link('exhibit', 'appointment.hub.book'),
  ]
  const company = !data ? [] : data.exhibitor ? [
    link('enterpriseAppointments', 'appointment.hub.incoming', data.waiting ? t('appointment.hub.waiting', { count: data.waiting }) : ''),
    link('exhibitorSchedule', 'route.exhibitorSchedule'),
    link('exhibitorScheduleHistory', 'appointment.hub.incomingHistory'),
  ] : []
  return { t, counts, mine, company }
}

export type AppointmentHubData = ReturnType<typeof useAppointmentHub>
