import type { Agenda, Live, ObjectId } from '@fu-types/entities'
import { listAgendas, listLives } from '@/api/content'
import { loadPlanSources } from '@/api/plan'
import { formatSessionTime } from '@/core/agenda'
import { countdownTo, livesOnAir, nextPlanned, programmeDay, sessionOnAir } from '@/core/forYou'
import { localize } from '@/core/localize'
import { myPlanItems, type PlanKind } from '@/core/myAgenda'
import { formatDateTime } from '@/core/time'
import { personLabel } from '@/core/users'
import { useNow } from '@/components/useNow'
import { useRemote } from '@/components/useRemote'
import type { MessageKey } from '@/i18n'
import { loginUrl, routeUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import { useStores } from '@/stores'

/** The programme shows this many sessions of its day; the rest is a count and the link to the whole agenda. */
export const PROGRAMME_ROWS = 4
/** Sessions asked for: today's still to come and the next days' (ordered by start), enough to find the day. */
const PROGRAMME_FETCH = 50
/** The countdown reads minutes at the finest: a tick every 30 s keeps it right without redrawing every second. */
const TICK_MS = 30_000

const OPEN_KEYS: Record<PlanKind, MessageKey> = { session: 'forYou.open.session', activity: 'forYou.open.activity', appointment: 'forYou.open.appointment' }

/**
 * The home's "for you" block: for a signed-in visitor the next item of their plan (saved session, ticket, accepted
 * meeting) with its countdown and one action, and for everyone what is live now and the day's programme.
 */
export function useForYou(meetingId: ObjectId) {
  const { session, language, meeting } = useStores()
  const t = language.t
  const lang = language.language
  const timezone = meeting.meeting?._id === meetingId ? meeting.meeting.timezone : undefined
  const now = useNow(TICK_MS)
  const userId = session.loggedIn ? session.userId ?? undefined : undefined
  const inMeeting = { meeting_id: meetingId }

  // Asked once on arrival (the clock's ticks re-read these lists, they do not fetch them again).
  const sessions = useRemote<Agenda[]>(async () => (await listAgendas({ meeting_id: meetingId, ends_after: Math.floor(Date.now() / 1000), with_lives: 1, limit: PROGRAMME_FETCH })).results ?? [], [meetingId], { background: true })
  const lives = useRemote<Live[]>(async () => (await listLives({ meeting_id: meetingId, on_air: 1, limit: 10 })).results ?? [], [meetingId], { background: true })
  const plan = useRemote(async () => (userId ? loadPlanSources(userId, meetingId) : null), [userId, meetingId], { background: true })

  const someone = t('forYou.someone')
  const items = plan.data && userId ? myPlanItems({
    ...plan.data,
    userId,
    appointmentTitle: a => ({ [lang]: t('forYou.appointmentWith', { name: personLabel(a.role === 'seller' ? a.user : a.seller, someone) }) }),
  }) : []
  const next = nextPlanned(items, now)
  const countdown = next ? countdownTo(next, now) : undefined

  const openPlanned = (kind: PlanKind, id: ObjectId) => {
    if (kind === 'session') void navigateTo('agendaDetails', { ...inMeeting, agenda_id: id })
    else if (kind === 'activity') void navigateTo('myTickets')
    else void navigateTo('mySchedule', inMeeting)
  }

  const day = programmeDay(sessions.data ?? [], now, timezone)
  const onAir = livesOnAir(lives.data ?? [], now)

  return {
    t,
    /** Signed out: the way in (the plan is personal); signed in: the plan's state. */
    signedIn: !!userId,
    next: next ? {
      key: next.key,
      kindText: t(`forYou.kind.${next.kind}` as MessageKey),
      title: localize(next.title, lang),
      when: `${formatDateTime(next.start, timezone, 'MM.DD')} ${formatSessionTime(next.start, next.end, timezone)}`,
      place: localize(next.place, lang),
      countdown: countdown?.unit === 'now' ? t('forYou.countdown.now') : countdown ? t(`forYou.countdown.${countdown.unit}` as MessageKey, { count: countdown.value }) : '',
      now: countdown?.unit === 'now',
      action: t(OPEN_KEYS[next.kind]),
      open: () => openPlanned(next.kind, next.id),
    } : undefined,
    planStatus: plan.status,
    retryPlan: plan.retry,
    // Back to this home once signed in, where the block then shows what is next.
    signIn: () => { void openUrl(loginUrl(routeUrl('meetingHome', inMeeting), meetingId)) },
    openMyAgenda: () => { void navigateTo('agendaSchedule', { ...inMeeting, view: 'mine' }) },
    browse: () => { void navigateTo('agendaSchedule', inMeeting) },
    live: onAir.map(live => {
      const title = localize(live.title, lang)
      return {
        id: live._id,
        title,
        badge: t(live.paused === 1 ? 'forYou.live.paused' : 'forYou.live.badge'),
        paused: live.paused === 1,
        watchLabel: t('forYou.live.watchLabel', { title }),
        watch: () => { void navigateTo('meetingLiveDetail', { ...inMeeting, live_id: live._id }) },
      }
    }),
    programme: day ? {
      title: day.today ? t('forYou.programme.today') : t('forYou.programme.day', { date: formatDateTime(day.day.start, timezone, 'MM.DD') }),
      rows: day.items.slice(0, PROGRAMME_ROWS).map(s => {
        const title = localize(s.title, lang)
        return {
          id: s._id,
          time: formatSessionTime(s.start, s.end, timezone),
          title,
          place: localize(s.place, lang),
          onAir: sessionOnAir(s, now),
          openLabel: t('forYou.programme.open', { title }),
          open: () => { void navigateTo('agendaDetails', { ...inMeeting, agenda_id: s._id }) },
        }
      }),
      more: day.items.length > PROGRAMME_ROWS ? t('forYou.programme.more', { count: day.items.length - PROGRAMME_ROWS }) : '',
    } : undefined,
    /** The lists the block waits for before it draws, so it appears whole (never a half-drawn block that grows). */
    status: sessions.status === 'loading' || lives.status === 'loading' ? 'loading' as const : 'ready' as const,
  }
}

export type ForYouData = ReturnType<typeof useForYou>
