import { useCallback, useState } from 'react'
import type { DemandComment } from '@fu-types/api'
import { closeDemand, fetchDemand, likeDemand, listDemandComments, unlikeDemand, type DemandDoc } from '@/api/content'
import { canCloseDemand, demandDisplay, localize } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { useLike } from '@/components/useLike'
import { loginUrl, routeUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import { useStores } from '@/stores'

const DEMAND_COMMENTS_PAGE_SIZE = 20

/** What the detail says about the poster's contact details (SPEC §6: friends, or after a comment, when allowed). */
type ContactView = { shown: true; phone?: string; email?: string; wechat?: string } | { shown: false; reason: 'afterComment' | 'private' }

function contactView(demand: DemandDoc): ContactView {
  if (demand.contact) {
    const { phone, area_code: areaCode, email, wechat } = demand.contact
    return { shown: true, phone: phone ? `${areaCode ? `+${areaCode} ` : ''}${phone}` : undefined, email: email ?? undefined, wechat }
  }
  return { shown: false, reason: demand.show_contact === 1 ? 'afterComment' : 'private' }
}

/**
 * The demand detail both variants share: the post (a deleted one opens /204 in the http layer), its like, its comments
 * page by page, the poster's contact when the server gives it, leaving a comment, and closing it for its poster.
 */
export function useDemandDetail(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, session, platform } = useStores()
  const demandId = query.demand_id || ''
  const loggedIn = session.loggedIn
  const [generation, setGeneration] = useState(0)
  const item = useRemote(
    () => (demandId ? fetchDemand(demandId) : Promise.resolve(null)),
    // Signing in changes what the post says about the visitor (like, comment, contact).
    [demandId, loggedIn, generation],
  )
  const demand = item.data ?? undefined
  const { id: meetingId, timezone } = meeting
  const comments = usePagedList<DemandComment>(async (skip, limit) => {
    if (!demandId) return { items: [], total: 0 }
    const envelope = await listDemandComments(demandId, { limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [demandId, generation], DEMAND_COMMENTS_PAGE_SIZE)

  const here = routeUrl('demandDetail', { demand_id: demandId, meeting_id: meetingId })
  const login = useCallback(() => { void openUrl(loginUrl(here, meetingId)) }, [here, meetingId])
  const like = useLike(demand, {
    like: useCallback(() => likeDemand(demandId), [demandId]),
    unlike: useCallback(() => unlikeDemand(demandId), [demandId]),
    login,
  })

  const [confirmingClose, setConfirmingClose] = useState(false)
  const [closing, setClosing] = useState(false)
  const t = language.t
  const close = () => {
    if (closing) return
    setClosing(true)
    closeDemand(demandId).then(
      () => { setConfirmingClose(false); platform.toast(t('demand.detail.closeDone')); setGeneration(n => n + 1) },
      () => platform.toast(t('demand.detail.closeFailed')),
    ).finally(() => setClosing(false))
  }

  return {
    t,
    status: item.status === 'ready' && !demand ? ('missing' as const) : item.status,
    error: item.error,
    retry: item.retry,
    demand,
    timezone,
    state: demand ? demandDisplay(demand.status) : undefined,
    /** The area in the UI's language when it names a known region ("上海市" for "Shanghai" in zh), else as typed. */
    area: demand?.area ? localize(demand.area_names, language.language) || demand.area : '',
    contact: demand ? contactView(demand) : undefined,
    like,
    comments,
    /** An open post takes one comment per person; a guest signs in first. */
    canComment: !!demand && demand.status === 'open' && demand.commented !== 1,
    comment: () => {
      if (!loggedIn) { login(); return }
      void navigateTo('demandComment', { type: 'demand', demand_id: demandId, meeting_id: meetingId })
    },
    canClose: !!demand && !!session.userId && canCloseDemand(demand, session.userId),
    confirmingClose,
    closing,
    askClose: () => setConfirmingClose(true),
    cancelClose: () => setConfirmingClose(false),
    close,
    back: () => { void navigateTo('demandList', { meeting_id: meetingId }) },
  }
}

export type DemandDetailData = ReturnType<typeof useDemandDetail>
