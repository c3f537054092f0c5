import { useState } from 'react'
import type { ObjectId } from '@fu-types/entities'
import { logSearchKeyword, topSearchKeywords } from '@/api/search'
import { showsExhibitors } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import type { RouteQuery } from '@/router/routes'
import { useStores } from '@/stores'
import { notRecent, readRecent, withoutRecent, withRecent, writeRecent } from './recentSearches'
import { searchAreas, type SearchAreaKind } from './searchAreas'
import { searchGroups, type HitView, type SearchGroupKind } from './searchGroups'

interface HitCard extends HitView { open: () => void }
export interface GroupView {
  kind: SearchGroupKind
  label: string
  count: string
  total: number
  hits: HitCard[]
  failed: boolean
  more: (() => void) | undefined
}

interface AreaLink { kind: SearchAreaKind; label: string; open: () => void }

/** Popular keywords asked of the server (GET /search/keywords); those among the recent ones are left out of view. */
export const POPULAR_LIMIT = 10

interface Loaded { kind: SearchGroupKind; items: unknown[]; total: number; failed: boolean }

/**
 * The meeting search's data and actions: one keyword over the meeting's activities,
 * agenda, news, speakers, exhibitors and products (a few of each, with the count and the way to the full list),
 * each search logged (POST /search/keyword). Before a keyword: this device's recent searches (platform storage,
 * newest first, removable), the meeting's popular ones, and links to the meeting's areas.
 */
export function useMeetingSearch(query: RouteQuery<'meetingSearch'>, shown: ScreenMeeting) {
  const { language, platform } = useStores()
  const storage = platform.storage
  const { id: meetingId, timezone } = shown
  const initial = (query.keyword ?? '').trim()
  const [draft, setDraft] = useState(initial)
  const [keyword, setKeyword] = useState(initial)
  const [recent, setRecent] = useState(() => readRecent(storage))
  const t = language.t
  const lang = language.language
  const meeting = shown.loaded
  const defs = searchGroups(showsExhibitors(meeting))

  const results = useRemote<Loaded[] | null>(async () => {
    if (!keyword) return null
    // Without the meeting (and whether it shows exhibitors) the search waits for the meeting store.
    if (!meetingId || !meeting) return new Promise<never>(() => undefined)
    const settled = await Promise.allSettled(defs.map(def => def.load(meetingId, keyword)))
    // One failing kind shows as such in its group; the search fails only when every kind failed.
    if (settled.every(s => s.status === 'rejected')) throw (settled[0] as PromiseRejectedResult).reason
    return settled.map((s, i) => s.status === 'fulfilled'
      ? { kind: defs[i].kind, items: s.value.items, total: s.value.total, failed: false }
      : { kind: defs[i].kind, items: [], total: 0, failed: true })
  }, [meetingId, keyword, meeting?._id, defs.length])

  // Popular searches are a side matter too: without them (failed, or none yet) the screen just leaves them out.
  const popular = useRemote<string[]>(
    async () => (meetingId ? (await topSearchKeywords(meetingId, POPULAR_LIMIT)).map(k => k.keyword) : new Promise<never>(() => undefined)),
    [meetingId],
  )

  function keepRecent(list: string[]) {
    setRecent(list)
    writeRecent(storage, list)
  }

  function search(text: string) {
    const next = text.trim()
    setDraft(next)
    setKeyword(next)
    if (!next) return
    keepRecent(withRecent(recent, next))
    // Logging is a side matter: a failed log never disturbs the search.
    if (meetingId) logSearchKeyword({ keyword: next.slice(0, 100), meeting_id: meetingId }).catch(() => undefined)
  }

  const go = (target: { name: Parameters<typeof navigateTo>[0]; params: Parameters<typeof navigateTo>[1] }) => { void navigateTo(target.name, target.params) }
  const groups: GroupView[] = (results.data ?? []).flatMap(loaded => {
    const def = defs.find(d => d.kind === loaded.kind)
    if (!def || !meetingId || (!loaded.total && !loaded.failed)) return []
    const label = t(`search.group.${loaded.kind}`)
    return [{
      kind: loaded.kind,
      label,
      total: loaded.total,
      count: t('search.group.count', { total: loaded.total }),
      failed: loaded.failed,
      hits: loaded.items.map(item => {
        const view = def.view(item, lang, timezone)
        return { ...view, open: () => go(def.open(item, meetingId as ObjectId)) }
      }),
      more: loaded.total > loaded.items.length ? () => go(def.more(meetingId, keyword)) : undefined,
    }]
  })

  const areas: AreaLink[] = searchAreas(showsExhibitors(meeting)).map(area => ({
    kind: area.kind,
    label: t(`search.area.${area.kind}`),
    open: () => { void navigateTo(area.route, { meeting_id: meetingId }) },
  }))

  return {
    t,
    draft,
    setDraft,
    keyword,
    submit: () => search(draft),
    clear: () => { setDraft(''); setKeyword('') },
    recent,
    /** A recent or popular keyword: searched again (and first among the recent ones). */
    searchKeyword: (k: string) => search(k),
    removeRecent: (k: string) => keepRecent(withoutRecent(recent, k)),
    clearRecent: () => keepRecent([]),
    popular: notRecent(popular.data ?? [], recent),
    areas,
    status: results.status,
    error: results.error,
    retry: results.retry,
    searched: results.status === 'ready' && results.data !== null,
    groups,
  }
}

export type MeetingSearchData = ReturnType<typeof useMeetingSearch>
