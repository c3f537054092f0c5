import type { ObjectId, User } from '@fu-types/entities'
import { listFriends } from '@/api/users'
import { pagingTexts } from '@/components/LoadMore'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePagedList } from '@/components/usePagedList'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { personView, useIndustryNames } from '../person'

export const FRIENDS_PAGE_SIZE = 20

/** /my/connections: the people I exchanged cards with, with their contact details, a page at a time. */
export function useMyConnections(meeting: ScreenMeeting) {
  const { session, language } = useStores()
  const t = language.t
  const { id: meetingId } = meeting
  const industryNames = useIndustryNames(meetingId)
  const myId = session.userId
  const list = usePagedList<User>(async (skip, limit) => {
    if (!myId) return { items: [], total: 0 }
    const envelope = await listFriends({ skip, limit })
    return { items: envelope.results ?? [], total: envelope.total ?? skip + (envelope.results?.length ?? 0) }
  }, [myId], FRIENDS_PAGE_SIZE)

  const newApplications = session.user?.new_friend_application_total ?? 0
  return {
    t,
    list,
    people: list.items.map(user => personView(user, industryNames, t('connection.unnamed'))),
    pagingTexts: pagingTexts(t, t('connection.friends.total', { total: list.total })),
    applicationsLabel: newApplications > 0 ? t('connection.friends.applicationsNew', { count: newApplications }) : t('connection.friends.applications'),
    openApplications: () => { void navigateTo('myConnectionApplications', { meeting_id: meetingId }) },
    findPeople: () => { void navigateTo('meetingConnection', { meeting_id: meetingId }) },
    open: (personId: ObjectId) => { void navigateTo('meetingUser', { user_id: personId, meeting_id: meetingId }) },
  }
}

export type MyConnectionsData = ReturnType<typeof useMyConnections>
