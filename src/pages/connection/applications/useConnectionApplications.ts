import { useState } from 'react'
import type { FriendApplication, ObjectId, User } from '@fu-types/entities'
import { answerFriendApplication, cancelFriendApplication, listFriendApplications } from '@/api/users'
import { pagingTexts } from '@/components/LoadMore'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePagedList } from '@/components/usePagedList'
import { connectionApplicationActions, connectionApplicationDisplay, type ConnectionAction } from '@/core/states/connections'
import type { Display } from '@/core/display'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { DEFAULT_AVATAR } from '@/core/users'
import { personView, useIndustryNames, type PersonView } from '../person'
import { useShareRequests } from './useShareRequests'

const APPLICATIONS_PAGE_SIZE = 20
export type ApplicationDirection = 'received' | 'sent'

/** The server lists each application with the other person (`user`). */
type ListedApplication = FriendApplication & { user?: User | null }

interface ApplicationRow {
  id: ObjectId
  person: PersonView
  reason: string
  status: Display
  actions: ConnectionAction[]
}

/**
 * /my/connections/application: card requests to me (accept or ignore) and mine (cancel while unanswered), each with
 * its state (SPEC §4: submitted, cancelled, ignored, accepted).
 */
export function useConnectionApplications(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { session, language, platform } = useStores()
  const t = language.t
  const { id: meetingId } = meeting
  const industryNames = useIndustryNames(meetingId)
  const myId = session.userId
  const [direction, setDirection] = useState<ApplicationDirection>(query.type === 'sent' ? 'sent' : 'received')
  // Answers given on this screen, over the listed status.
  const [answered, setAnswered] = useState<ReadonlyMap<ObjectId, FriendApplication['status']>>(new Map())
  const [busy, setBusy] = useState<ObjectId | null>(null)
  const shares = useShareRequests()

  const list = usePagedList<ListedApplication>(async (skip, limit) => {
    if (!myId) return { items: [], total: 0 }
    const envelope = await listFriendApplications({ type: direction, skip, limit })
    return { items: envelope.results as ListedApplication[], total: envelope.total ?? skip + envelope.results.length }
  }, [myId, direction], APPLICATIONS_PAGE_SIZE)

  const rows: ApplicationRow[] = list.items.map(application => {
    const status = answered.get(application._id) ?? application.status
    const person = application.user
      ? personView(application.user, industryNames, t('connection.unnamed'))
      : { id: direction === 'sent' ? application.friend_id : application.user_id, name: t('connection.unnamed'), avatar: DEFAULT_AVATAR, work: '', industries: [], contacts: [], specialIdentity: false }
    return {
      id: application._id,
      person,
      reason: application.reason ?? '',
      status: connectionApplicationDisplay(status),
      actions: myId && busy !== application._id ? connectionApplicationActions({ ...application, status }, myId) : [],
    }
  })

  const act = async (applicationId: ObjectId, action: ConnectionAction) => {
    if (busy) return
    setBusy(applicationId)
    try {
      if (action === 'cancel') await cancelFriendApplication(applicationId)
      else await answerFriendApplication(applicationId, action === 'accept' ? 'accepted' : 'ignored')
      const status = action === 'cancel' ? 'cancelled' : action === 'accept' ? 'accepted' : 'ignored'
      setAnswered(now => new Map(now).set(applicationId, status))
      platform.toast(t(action === 'cancel' ? 'connection.answer.cancelled' : action === 'accept' ? 'connection.answer.accepted' : 'connection.answer.ignored'))
    } catch {
      platform.toast(t('connection.answer.failed'))
    } finally {
      setBusy(null)
    }
  }

  return {
    t,
    /** Exhibitors asking for my card (issue 16). */
    shares,
    list,
    rows,
    direction,
    choose: (next: ApplicationDirection) => { setDirection(next); setAnswered(new Map()) },
    pagingTexts: pagingTexts(t, t('connection.applications.total', { total: list.total })),
    act: (applicationId: ObjectId, action: ConnectionAction) => { void act(applicationId, action) },
    open: (personId: ObjectId) => { void navigateTo('meetingUser', { user_id: personId, meeting_id: meetingId }) },
  }
}

export type ConnectionApplicationsData = ReturnType<typeof useConnectionApplications>
