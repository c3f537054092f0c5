import { useState } from 'react'
import type { ObjectId } from '@fu-types/entities'
import { listDemandDocs } from '@/api/content'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { navigateTo } from '@/router/navigate'
import { useDemandCategories } from './useDemandCategories'
import { useDemandPages } from '@/components/useDemandPages'

/** The demand board: the meeting's posts, newest first, page by page, filtered by category; the ways on from it. */
export function useDemandList(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { id: meetingId, timezone } = meeting
  const categories = useDemandCategories(meetingId)
  const [category, setCategory] = useState<ObjectId | undefined>(query.category || undefined)
  const pages = useDemandPages(
    (skip, limit) => (meetingId ? listDemandDocs({ meeting_id: meetingId, category, limit, skip }) : null),
    [meetingId, category],
    meetingId,
  )
  return {
    ...pages,
    timezone,
    categories: categories.options,
    category,
    chooseCategory: (id: ObjectId | undefined) => setCategory(id),
    /** The post form; `type` names the chosen category so the form starts with it. */
    post: () => { void navigateTo('demandForm', { type: category ?? 'new', meeting_id: meetingId }) },
    search: () => { void navigateTo('demandSearch', { meeting_id: meetingId }) },
    liked: () => { void navigateTo('demandLike', { meeting_id: meetingId }) },
    mine: () => { void navigateTo('myDemand', { meeting_id: meetingId }) },
  }
}

export type DemandListData = ReturnType<typeof useDemandList>
