import { useCallback, useEffect, useState } from 'react'
import type { Activity, ObjectId, Ticket } from '@fu-types/entities'
import { listActivities } from '@/api/activities'
import { listTickets } from '@/api/tickets'
import { localize, priceSpan, registrationState, registrationStateDisplay, type PriceRange, type RegistrationStateDisplay } from '@/core'
import { usePagedList } from '@/components/usePagedList'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useKeyword } from '@/components/useKeywordSearch'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

export const ACTIVITY_PAGE_SIZE = 10

export interface ActivityCardData {
  id: ObjectId
  title: string
  cover?: string
  start: Activity['start']
  end: Activity['end']
  place: string
  /** The paid range of the ticket types in cents (0 – 0 = free) and whether a free type is on offer too. */
  price: PriceRange
  state: RegistrationStateDisplay
}

/**
 * Data and actions shared by the mobile and desktop activity lists: the meeting's activities page by page
 * (with the places taken, for the "full" state), and the visitor's own tickets for their badges. Opened with
 * ?keyword= (the meeting search's "more"), only the activities whose title has it, until "show all".
 */
export function useActivityList(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { meeting: meetingStore, language, session } = useStores()
  const { id: meetingId, timezone } = meeting
  const filter = useKeyword(query.keyword)
  const keyword = filter.keyword

  const list = usePagedList<Activity>(async (skip, limit) => {
    // Without a meeting id the list waits for the meeting store (its failure is shown instead).
    if (!meetingId) return new Promise<never>(() => undefined)
    const envelope = await listActivities({ meeting_id: meetingId, with_ticket_total: 1, ...(keyword ? { keyword } : {}), limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [meetingId, keyword], ACTIVITY_PAGE_SIZE)

  // The visitor's own tickets turn a badge into "registered" / "under review" / "rejected"; a failure only loses that.
  const [myTickets, setMyTickets] = useState<Pick<Ticket, 'activity_id' | 'status'>[]>([])
  const loggedIn = session.loggedIn
  useEffect(() => {
    setMyTickets([])
    if (!loggedIn || !meetingId) return
    let live = true
    listTickets({ meeting_id: meetingId, limit: 999 }).then(
      envelope => { if (live) setMyTickets(envelope.results ?? []) },
      () => undefined,
    )
    return () => { live = false }
  }, [loggedIn, meetingId])

  const lang = language.language
  const now = Date.now()
  const cards: ActivityCardData[] = list.items.map(activity => ({
    id: activity._id,
    title: localize(activity.title, lang),
    cover: activity.covers?.[0],
    start: activity.start,
    end: activity.end,
    place: localize(activity.place, lang),
    price: priceSpan(activity.prices, activity.price ?? 0),
    state: registrationStateDisplay(registrationState(activity, {
      now,
      myTicket: myTickets.find(ticket => ticket.activity_id === activity._id) ?? null,
    }).state),
  }))

  const meetingFailed = !meetingId && meetingStore.status === 'failed'
  const open = useCallback((activityId: ObjectId) => {
    void navigateTo('activityDetail', { activity_id: activityId, meeting_id: meetingId })
  }, [meetingId])

  return {
    t: language.t,
    meetingTitle: meetingStore.meeting ? localize(meetingStore.meeting.title, lang) : '',
    timezone,
    status: meetingFailed ? 'failed' as const : list.status,
    error: meetingFailed ? meetingStore.error : list.error,
    retry: meetingFailed ? () => void meetingStore.retry() : list.retry,
    cards,
    keyword,
    showAll: filter.clear,
    total: list.total,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    loadingMore: list.loadingMore,
    moreFailed: list.moreFailed,
    open,
  }
}

export type ActivityListData = ReturnType<typeof useActivityList>
