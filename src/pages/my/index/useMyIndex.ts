import { useState } from 'react'
import type { User } from '@fu-types/entities'
import { pendingAppointmentCount } from '@/api/appointments'
import { useMatchSuggestions } from '@/components/useMatchSuggestions'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { formatDateTime } from '@/core/time'
import { avatarOf, hasEmail } from '@/core/users'
import type { MessageKey } from '@/i18n'
import { loginUrl, routeUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import type { RouteName } from '@/router/routes'
import { useStores } from '@/stores'

/** The server's own default avatar (it fills a missing one; this covers an older or partial answer). */

/** What the reference server says a user may do besides attending (GET /users answers `roles`). */
type Role = 'exhibitor' | 'agent' | 'reception_staff' | 'organizer' | 'speaker'
type UserWithRoles = User & { roles?: string[] }

interface HubEntry {
  key: string
  label: string
  /** e.g. "2 new requests" beside my connections */
  note?: string
  /** A count to show as a badge (`note` says it in words, for screen readers). */
  count?: number
  open: () => void
}

export interface HubSection {
  key: string
  title: string
  entries: HubEntry[]
}

/**
 * /my/index: the personal hub. Signed in, it shows who I am (avatar, name, title and company) and the entries to
 * my tickets, registrations, orders, schedules, demands, connections, collection and meeting logs, plus my role's
 * work (exhibitor, group agent, reception staff), and suppliers / clients for me; signed out, a call to sign in. The user is read afresh on open.
 */
export function useMyIndex(meeting: ScreenMeeting) {
  const { session, language } = useStores()
  const { id: meetingId } = meeting
  const t = language.t
  const signedIn = session.loggedIn
  const [askingEverywhere, setAskingEverywhere] = useState(false)
  const remote = useRemote<User | null>(async () => {
    if (!signedIn) return null
    await session.refreshUser()
    if (!session.user) throw new Error(t('error.request'))
    return session.user
  }, [signedIn, session.userId])

  const inMeeting = meetingId ? { meeting_id: meetingId } : {}
  const entry = (route: RouteName, label: MessageKey = `route.${route}`, note?: string, count?: number): HubEntry => ({
    key: route, label: t(label), note, count, open: () => { void navigateTo(route, inMeeting) },
  })

  // The store's user follows later changes (profile saved, e-mail added) without reloading the hub.
  const user = (session.user ?? remote.data ?? null) as UserWithRoles | null
  const roles = new Set((user?.roles ?? []) as Role[])
  const applications = user?.new_friend_application_total ?? 0
  // A bound exhibitor sees at once how many requests to the company wait for an answer (SPEC §6).
  const boundExhibitor = !!user?.exhibitor
  const pending = useRemote<number>(
    () => (boundExhibitor && session.userId ? pendingAppointmentCount(session.userId, Math.floor(Date.now() / 1000)) : Promise.resolve(0)),
    [boundExhibitor, session.userId],
  )
  const waiting = pending.data ?? 0

  const sections: HubSection[] = [
    {
      key: 'event',
      title: t('my.hub.section.event'),
      entries: [
        // My agenda: saved sessions, tickets and accepted meetings in one timeline (the agenda's own view).
        { key: 'myAgenda', label: t('my.hub.myAgenda'), open: () => { void navigateTo('agendaSchedule', { ...inMeeting, view: 'mine' }) } },
        entry('myTickets'), entry('myRegistration'), entry('myOrder'), entry('mySchedules'), entry('mySchedule', 'my.hub.appointments'), entry('myEvent'), entry('credential', 'mine.credential.entry')],
    },
    {
      key: 'network',
      title: t('my.hub.section.network'),
      entries: [
        entry('myConnections', 'route.myConnections', applications > 0 ? t('my.hub.newApplications', { count: applications }) : undefined, applications),
        entry('myDemand'), entry('myCollection'), entry('myContact'),
      ],
    },
  ]
  const work: HubEntry[] = []
  if (roles.has('exhibitor') || user?.exhibitor) {
    // An exhibitor account works through its bound enterprise; unbound, binding comes first (SPEC §6).
    if (user?.exhibitor) {
      work.push(entry('exhibitorManage'), entry('exhibitorLeads'), entry('enterpriseAppointments', 'route.enterpriseAppointments', waiting > 0 ? t('my.hub.pendingAppointments', { count: waiting }) : undefined, waiting), entry('exhibitorAskList'), entry('exhibitorDemand'))
      // The company's invitation card, to hand to its customers.
      const enterpriseId = user.exhibitor.enterprise_id
      if (enterpriseId) work.push({ key: 'meetingInvitation', label: t('route.meetingInvitation'), open: () => { void navigateTo('meetingInvitation', { ...inMeeting, enterprise_id: enterpriseId }) } })
    } else work.push(entry('exhibitorBind'))
  }
  if (roles.has('agent')) work.push(entry('myRegistration', 'my.hub.groupRegistrations'))
  if (roles.has('reception_staff')) work.push(entry('receptionStaff'))
  // SPEC §6: a speaker has their agendas and invitation.
  if (roles.has('speaker')) work.push(entry('speakerInvite'))
  // Organisers look at the home built from the draft layout before releasing it.
  if (roles.has('organizer')) work.push(entry('preview', 'mine.preview.entry'))
  if (work.length) sections.push({ key: 'role', title: t('my.hub.section.role'), entries: work })

  // Suppliers / clients matched to my profile in this meeting (the match service).
  const match = useMatchSuggestions(meetingId, routeUrl('myIndex', inMeeting))

  const name = user?.username?.trim() || t('my.hub.noName')
  const phone = user?.phone ? `+${user.area_code ?? '86'} ${user.phone}` : ''
  return {
    t,
    state: !signedIn ? 'signed-out' as const : remote.status === 'ready' && user ? 'ready' as const : remote.status === 'failed' ? 'failed' as const : 'loading' as const,
    error: remote.error,
    retry: remote.retry,
    profile: {
      name,
      avatar: avatarOf(user),
      avatarLabel: t('my.hub.avatar', { name }),
      work: [user?.work?.title, user?.work?.company].filter(Boolean).join(' · '),
    },
    sections,
    match,
    /** My account's deletion is pending (issue 16): when it will be erased, and the way to keep it. */
    deletion: user?.account_deletion_due ? {
      text: t('my.hub.deletionPending', { date: formatDateTime(user.account_deletion_due) }),
      review: () => { void navigateTo('myData', inMeeting) },
    } : null,
    /** Set once: an entry to add them while missing, else the value (SPEC §5). */
    account: {
      email: hasEmail(user) ? t('my.hub.emailValue', { email: user!.contact!.email! }) : '',
      addEmail: () => { void navigateTo('accountEmail', { redirect: routeUrl('myIndex', inMeeting) }) },
      phone: phone ? t('my.hub.phoneValue', { phone }) : '',
      addPhone: () => { void navigateTo('accountPhone', { redirect: routeUrl('myIndex', inMeeting) }) },
    },
    /** The language row only when the meeting offers a choice. */
    chooseLanguage: language.enabled.length > 1,
    editProfile: () => { void navigateTo('myProfile', inMeeting) },
    signIn: () => { void openUrl(loginUrl(routeUrl('myIndex', inMeeting), meetingId)) },
    /** Ends the session on the server, then here (issue 26 F4). */
    logout: () => { void session.signOut() },
    /** "Sign out everywhere": every session of mine on every device, after a confirm in place of the action. */
    everywhere: {
      asking: askingEverywhere,
      ask: () => setAskingEverywhere(true),
      cancel: () => setAskingEverywhere(false),
      confirm: () => { setAskingEverywhere(false); void session.signOut({ everywhere: true }) },
    },
    /** /clear: this device's stored data, forgotten after a confirm. */
    clearDevice: () => { void navigateTo('clear', inMeeting) },
    /** /my/data: download my data, my consent log, deleting my account (issue 16). */
    openMyData: () => { void navigateTo('myData', inMeeting) },
  }
}

export type MyIndexData = ReturnType<typeof useMyIndex>
