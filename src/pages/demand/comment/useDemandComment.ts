import { useState } from 'react'
import { commentDemand, fetchDemand } from '@/api/content'
import { validateComment } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import type { MessageKey } from '@/i18n'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { demandFailure } from '../form/demandFormErrors'

/**
 * Leaving a comment on a demand (/demand/comment/:type?demand_id=): the post it answers, the text (required, SPEC §5),
 * and the server's refusals (already commented 4302, sensitive 4300, too often 4290). Sent, it goes back to the post.
 */
export function useDemandComment(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, platform } = useStores()
  const demandId = query.demand_id || ''
  const item = useRemote(() => (demandId ? fetchDemand(demandId) : Promise.resolve(null)), [demandId])
  const demand = item.data ?? undefined
  const { id: meetingId } = meeting
  const [content, setContent] = useState('')
  const [error, setError] = useState<{ key: MessageKey; params?: Record<string, string> } | null>(null)
  const [sending, setSending] = useState(false)
  const t = language.t
  const backToDemand = () => { void navigateTo('demandDetail', { demand_id: demandId, meeting_id: meetingId }, { replace: true }) }

  const submit = async () => {
    if (sending || !demand) return
    const rule = validateComment(content)
    if (rule) { setError({ key: rule }); return }
    setError(null)
    setSending(true)
    try {
      await commentDemand(demandId, content.trim())
      platform.toast(t('demand.comment.sent'))
      backToDemand()
    } catch (failure) {
      const refused = demandFailure(failure, 'demand.error.commentFailed')
      setError({ key: refused.key, params: refused.params?.category ? { category: t(`demand.sensitive.${refused.params.category}`) } : undefined })
    } finally {
      setSending(false)
    }
  }

  return {
    t,
    status: item.status === 'ready' && !demand ? ('missing' as const) : item.status,
    error: item.error,
    retry: item.retry,
    demand,
    closed: demand?.status === 'closed',
    content,
    setContent: (value: string) => { setContent(value); setError(null) },
    errorText: error ? t(error.key, error.params) : '',
    sending,
    submit: () => { void submit() },
    back: backToDemand,
  }
}

export type DemandCommentData = ReturnType<typeof useDemandComment>
