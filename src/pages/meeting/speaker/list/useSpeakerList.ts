import { useState } from 'react'
import type { Category, ObjectId, Speaker } from '@fu-types/entities'
import { listCategories } from '@/api/categories'
import { listSpeakers } from '@/api/meetings'
import { localize } from '@/core'
import { pagingTexts } from '@/components/LoadMore'
import type { RouteQuery } from '@/router/routes'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useKeyword } from '@/components/useKeywordSearch'
import { usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { speakerLine, type SessionSpeaker } from '../../agenda/sessionView'

export const SPEAKER_PAGE_SIZE = 12

interface SpeakerCategoryTab { id: ObjectId | ''; label: string; selected: boolean }

/**
 * The speaker list's data and actions: the meeting's speakers page by page,
 * filtered by speaker category when the meeting has categories (GET /speaker/categories), and with ?keyword= (the
 * meeting search's "more") by the name, until "show all".
 */
export function useSpeakerList(query: RouteQuery<'speakerList'>, meeting: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const lang = language.language
  const { id: meetingId } = meeting
  const [categoryId, setCategoryId] = useState<ObjectId | ''>(query.category_id || '')
  const filter = useKeyword(query.keyword)
  const keyword = filter.keyword

  const categories = useRemote<Category[]>(
    () => (meetingId ? listCategories('speaker', { meeting_id: meetingId, display: 1 }) : new Promise<never>(() => undefined)),
    [meetingId],
  )
  const list = usePagedList<Speaker>(async (skip, limit) => {
    // Without a meeting id the list waits for the meeting store.
    if (!meetingId) return new Promise<never>(() => undefined)
    const envelope = await listSpeakers(meetingId, { category_id: categoryId || undefined, ...(keyword ? { keyword } : {}), limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [meetingId, categoryId, keyword], SPEAKER_PAGE_SIZE)

  // Tabs only when there is something to choose between; a failed category list just leaves them out.
  const found = categories.data ?? []
  const tabs: SpeakerCategoryTab[] = found.length
    ? [{ id: '', label: t('speaker.list.all'), selected: !categoryId }, ...found.map(c => ({ id: c._id, label: localize(c.title, lang), selected: c._id === categoryId }))]
    : []
  const cards: SessionSpeaker[] = list.items.map(s => speakerLine(s, lang))
  return {
    t,
    list,
    tabs,
    cards,
    keyword,
    showAll: filter.clear,
    pagingTexts: pagingTexts(t, t('speaker.list.total', { total: list.total })),
    chooseCategory: (id: ObjectId | '') => setCategoryId(id),
    open: (speakerId: ObjectId) => { void navigateTo('speakerDetail', { speaker_id: speakerId, meeting_id: meetingId }) },
  }
}

export type SpeakerListData = ReturnType<typeof useSpeakerList>
