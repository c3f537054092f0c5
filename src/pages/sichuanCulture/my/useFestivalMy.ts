import { useState } from 'react'
import type { Activity, Ticket } from '@fu-types/entities'
import { listActivities } from '@/api/activities'
import { listCollectedFestivalItems, uncollectFestivalItem, type HeritageItem } from '@/api/festival'
import { listTickets } from '@/api/tickets'
import { formatTimeRange, localize, ticketStatusDisplay } from '@/core'
import { pagingTexts } from '@/components/LoadMore'
import { usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { openSection } from '../shared/FestivalSection'
import { festivalState, useFestival } from '../shared/useFestival'
import { ALL_PERFORMANCES } from '../shared/usePerformances'

export const MY_PAGE_SIZE = 10

/** My festival: the performances I booked (my tickets of the festival meeting) and the heritage items I collected. */
export function useFestivalMy(query: { meeting_id?: string }) {
  const festival = useFestival(query)
  const { platform } = useStores()
  const meetingId = festival.meetingId
  const t = festival.t
  const lang = festival.lang

  const performances = useRemote<Map<string, Activity>>(async () => {
    if (!meetingId) return new Promise<never>(() => undefined)
    const envelope = await listActivities({ meeting_id: meetingId, limit: ALL_PERFORMANCES, skip: 0 })
    return new Map((envelope.results ?? []).map(activity => [activity._id, activity]))
  }, [meetingId])
  const bookings = usePagedList<Ticket>(async (skip, limit) => {
    if (!meetingId) return new Promise<never>(() => undefined)
    const envelope = await listTickets({ meeting_id: meetingId, limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [meetingId], MY_PAGE_SIZE)
  const collection = usePagedList<HeritageItem>(async (skip, limit) => {
    if (!meetingId) return new Promise<never>(() => undefined)
    const envelope = await listCollectedFestivalItems({ meeting_id: meetingId, limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [meetingId], MY_PAGE_SIZE)

  const [removing, setRemoving] = useState('')
  const remove = (item: HeritageItem) => {
    if (removing) return
    setRemoving(item._id)
    uncollectFestivalItem(item._id).then(
      () => collection.retry(),
      () => platform.toast(t('festival.item.collectFailed')),
    ).finally(() => setRemoving(''))
  }

  const bookingRows = bookings.items.map(ticket => {
    const activity = performances.data?.get(ticket.activity_id)
    const status = ticketStatusDisplay(ticket.status)
    const title = activity ? localize(activity.title, lang) : t('festival.my.missing')
    return {
      id: ticket._id,
      title,
      name: t('festival.my.openTicket', { title }),
      time: activity ? formatTimeRange(activity.start, activity.end, festival.timezone) : '',
      place: activity ? localize(activity.place, lang) : '',
      statusText: t(status.key),
      tone: status.tone,
    }
  })
  const collectionRows = collection.items.map(item => {
    const title = localize(item.title, lang)
    return {
      item,
      title,
      cover: item.cover,
      meta: [localize(item.region, lang), t(item.level === 'national' ? 'festival.item.national' : 'festival.item.provincial')].filter(Boolean).join(' · '),
      removeName: t('festival.my.removeName', { title }),
    }
  })
  return {
    festival,
    bookings,
    bookingRows,
    bookingTexts: pagingTexts(t, t('festival.my.bookingsTotal', { total: bookings.total })),
    openTicket: (id: string) => { void navigateTo('myRegistrationTicket', { ticket_id: id }) },
    collection,
    collectionRows,
    collectionTexts: pagingTexts(t, t('festival.my.collectionTotal', { total: collection.total })),
    removing,
    remove,
    toPlaybill: () => openSection('scMeetingPlaybill', meetingId),
    toList: () => openSection('scList', meetingId),
    state: festivalState(festival),
  }
}

export type FestivalMyData = ReturnType<typeof useFestivalMy>
