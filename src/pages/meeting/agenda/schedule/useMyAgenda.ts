import type { ObjectId } from '@fu-types/entities'
import type { AppointmentView } from '@/api/appointments'
import { loadPlanSources, type PlanSources } from '@/api/plan'
import { formatSessionTime } from '@/core/agenda'
import { localize } from '@/core/localize'
import { myPlanItems, planWithClashes, type PlanKind } from '@/core/myAgenda'
import { formatDateTime } from '@/core/time'
import { personLabel } from '@/core/users'
import { useRemote } from '@/components/useRemote'
import type { MessageKey } from '@/i18n'
import { loginUrl, routeUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import { useStores } from '@/stores'

/** One line of my agenda, already worded. */
export interface MyAgendaRow {
  key: string
  kind: PlanKind
  kindText: string
  title: string
  day: string
  time: string
  place: string
  /** "Clashes with …" naming the overlapping items; '' when none. */
  clash: string
  /** The title link's name for screen readers. */
  openLabel: string
  open: () => void
}

/**
 * "My agenda" on the agenda screen: the sessions I saved, the activities of my tickets and my accepted meetings with
 * exhibitors, in one time-ordered list, each item naming the items it clashes with. Loaded only while shown; signed
 * out, a prompt to sign in that comes back here.
 */
export function useMyAgenda({ meetingId, timezone, active, here }: { meetingId?: ObjectId; timezone?: string; active: boolean; here: string }) {
  const { session, language } = useStores()
  const t = language.t
  const lang = language.language
  const userId = session.loggedIn ? session.userId ?? undefined : undefined

  const sources = useRemote<PlanSources | null>(async () => {
    if (!active || !userId) return null
    if (!meetingId) return new Promise<never>(() => undefined)
    return loadPlanSources(userId, meetingId)
  }, [active, userId, meetingId])

  const data = sources.data
  const otherParty = (a: AppointmentView) => {
    // The person I meet, with title and company so two of one name are told apart.
    return personLabel(a.role === 'seller' ? a.user : a.seller, t('agenda.mine.someone'))
  }
  const items = data && userId ? planWithClashes(myPlanItems({
    ...data,
    userId,
    appointmentTitle: a => t('agenda.mine.appointmentWith', { name: otherParty(a) }),
  })) : []

  const openItem = (kind: PlanKind, id: ObjectId) => {
    const inMeeting = meetingId ? { meeting_id: meetingId } : {}
    if (kind === 'session') void navigateTo('agendaDetails', { ...inMeeting, agenda_id: id })
    else if (kind === 'activity') void navigateTo('activityDetail', { ...inMeeting, activity_id: id })
    else void navigateTo('mySchedule', inMeeting)
  }
  const rows: MyAgendaRow[] = items.map(item => {
    const title = localize(item.title, lang)
    return {
      key: item.key,
      kind: item.kind,
      kindText: t(`agenda.mine.kind.${item.kind}` as MessageKey),
      title,
      day: formatDateTime(item.start, timezone, 'MM.DD'),
      time: formatSessionTime(item.start, item.end, timezone),
      place: localize(item.place, lang),
      clash: item.clashes.length ? t('agenda.mine.clash', { titles: item.clashes.map(c => localize(c.title, lang)).join(lang === 'zh' || lang === 'ja' ? '、' : ', ') }) : '',
      openLabel: t('agenda.mine.open', { title }),
      open: () => openItem(item.kind, item.id),
    }
  })

  return {
    signedIn: !!userId,
    status: sources.status,
    retry: sources.retry,
    rows,
    total: t('agenda.mine.total', { total: rows.length }),
    texts: { signIn: t('agenda.mine.signIn'), signInAction: t('agenda.mine.signInAction'), empty: t('agenda.mine.empty'), browse: t('agenda.mine.browse') },
    signIn: () => { void openUrl(loginUrl(here, meetingId)) },
    browse: () => { void openUrl(routeUrl('agendaSchedule', meetingId ? { meeting_id: meetingId } : {})) },
  }
}

export type MyAgendaData = ReturnType<typeof useMyAgenda>
