import type { ObjectId } from '@fu-types/entities'
import { listMeetingBranches, type MeetingBranch } from '@/api/meetingInfo'
import { localize } from '@/core'
import { pagingTexts } from '@/components/LoadMore'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePagedList } from '@/components/usePagedList'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

export const BRANCH_PAGE_SIZE = 10

export interface BranchCard {
  id: ObjectId
  title: string
  place: string
  summary: string
  cover?: string
  start?: number
  end?: number
  agendaId?: ObjectId
}

/** /meeting/branch: the meeting's branch venues and sub-forums in time order, each with its time, place, cover and session. */
export function useMeetingBranch(meeting: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const lang = language.language
  const { id: meetingId, timezone } = meeting
  const list = usePagedList<MeetingBranch>(async (skip, limit) => {
    if (!meetingId) return new Promise<never>(() => undefined)
    const page = await listMeetingBranches({ meeting_id: meetingId, limit, skip })
    return { items: page.results ?? [], total: page.total ?? page.results?.length ?? 0 }
  }, [meetingId], BRANCH_PAGE_SIZE)

  const cards: BranchCard[] = list.items.map(branch => ({
    id: branch._id,
    title: localize(branch.title, lang),
    place: localize(branch.place, lang),
    summary: localize(branch.summary, lang),
    cover: branch.cover,
    start: branch.start,
    end: branch.end,
    agendaId: branch.agenda_id,
  }))
  return {
    t,
    timezone,
    list,
    cards,
    pagingTexts: pagingTexts(t, t('meetingBranch.total', { total: list.total })),
    openAgenda: (agendaId: ObjectId) => { void navigateTo('agendaDetails', { agenda_id: agendaId }) },
  }
}

export type MeetingBranchData = ReturnType<typeof useMeetingBranch>
