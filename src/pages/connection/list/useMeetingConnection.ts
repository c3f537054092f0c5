import { useState } from 'react'
import type { ObjectId, User } from '@fu-types/entities'
import { companyTags } from '@/api/company'
import { fetchMyExposure, saveMyExposure } from '@/api/connections'
import { meetingUsers } from '@/api/meetings'
import { recommendedUsers } from '@/api/users'
import { pagingTexts } from '@/components/LoadMore'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { localize } from '@/core/localize'
import { userId } from '@/core/users'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { useExchangeCards } from '../exchangeCards'
import { personView, useIndustryNames, type PersonView } from '../person'

/** Thousands may appear: the list is read a page at a time. */
export const CONNECTION_PAGE_SIZE = 20
const RECOMMENDED_LIMIT = 6

/** Where a row stands: its exchange button, or why there is none. */
type RowState = 'exchange' | 'sending' | 'requested' | 'friends' | 'unavailable'

export interface PersonRow { person: PersonView; state: RowState }

/**
 * /meeting/connection: the meeting's people who chose to appear (GET /meeting/users), filtered by industry tag and
 * searched by name or company, a page at a time; people recommended for me first (when not searching); "exchange
 * cards" on each; and, when I do not appear myself, an offer to.
 */
export function useMeetingConnection(meeting: ScreenMeeting) {
  const { session, language, platform } = useStores()
  const t = language.t
  const lang = language.language
  const { id: meetingId } = meeting
  const myId = session.userId
  const iAmSpecial = session.user?.special_identity === 1
  const industryNames = useIndustryNames(meetingId)
  const [search, setSearch] = useState('')
  const [keyword, setKeyword] = useState('')
  const [industry, setIndustry] = useState<ObjectId | null>(null)
  const cards = useExchangeCards()

  const tags = useRemote(() => (meetingId ? companyTags(meetingId) : Promise.resolve([])), [meetingId])
  const filtering = !!keyword || !!industry
  const recommended = useRemote<User[]>(
    () => (meetingId && !filtering ? recommendedUsers({ meeting_id: meetingId, limit: RECOMMENDED_LIMIT }) : Promise.resolve([])),
    [meetingId, filtering],
  )
  const list = usePagedList<User>(async (skip, limit) => {
    // Without a meeting id the list waits for the meeting store.
    if (!meetingId) return new Promise<never>(() => undefined)
    const envelope = await meetingUsers({ meeting_id: meetingId, keyword: keyword || undefined, industry: industry ?? undefined, skip, limit })
    return { items: envelope.results ?? [], total: envelope.total ?? skip + (envelope.results?.length ?? 0) }
  }, [meetingId, keyword, industry], CONNECTION_PAGE_SIZE)

  const exposure = useRemote(() => (myId ? fetchMyExposure(myId) : Promise.resolve(true)), [myId])
  const [appearing, setAppearing] = useState<'idle' | 'saving' | 'done'>('idle')
  const appear = async () => {
    setAppearing('saving')
    try {
      await saveMyExposure(true, meetingId)
      setAppearing('done')
      platform.toast(t('connection.appear.done'))
    } catch {
      setAppearing('idle')
      platform.toast(t('connection.appear.failed'))
    }
  }

  const rowOf = (user: User & { is_friend?: number }): PersonRow => {
    const person = personView(user, industryNames, t('connection.unnamed'))
    const state: RowState = user.is_friend === 1 ? 'friends'
      : person.specialIdentity || iAmSpecial ? 'unavailable'
        : cards.sending === person.id ? 'sending'
          : cards.requested.has(person.id) ? 'requested' : 'exchange'
    return { person, state }
  }
  const recommendedRows = (recommended.data ?? []).map(rowOf)
  const recommendedIds = new Set(recommendedRows.map(row => row.person.id))
  // The recommended people lead; the full list below does not repeat them.
  const rows = list.items.filter(user => filtering || !recommendedIds.has(userId(user) ?? '')).map(rowOf)

  return {
    t,
    list,
    rows,
    recommendedRows,
    pagingTexts: pagingTexts(t, t('connection.list.total', { total: list.total })),
    tags: (tags.data ?? []).map(tag => ({ id: tag._id, title: localize(tag.title, lang), selected: tag._id === industry })),
    industry,
    filterBy: (id: ObjectId | null) => setIndustry(current => (current === id ? null : id)),
    search,
    setSearch,
    submitSearch: () => setKeyword(search.trim()),
    clearSearch: () => { setSearch(''); setKeyword('') },
    keyword,
    /** The offer to appear in the list myself: only once I know I do not. */
    showAppearOffer: exposure.status === 'ready' && exposure.data === false && appearing !== 'done',
    appearing: appearing === 'saving',
    appear: () => { void appear() },
    exchange: (personId: ObjectId) => { void cards.exchange(personId) },
    open: (personId: ObjectId) => { void navigateTo('meetingUser', { user_id: personId, meeting_id: meetingId }) },
  }
}

export type MeetingConnectionData = ReturnType<typeof useMeetingConnection>
