import { useState } from 'react'
import { answerShareRequest, listShareRequests, type ShareRequest } from '@/api/leads'
import { useRemote } from '@/components/useRemote'
import { useStores } from '@/stores'

const SHOWN = 20

/**
 * The exhibitors that scanned me at their booth and ask for my card (issue 16, PIPL consent): share it or not. Until
 * I share, they see my initial and a public company only. An answer stays on screen with what it did.
 */
export function useShareRequests() {
  const { session, language, platform } = useStores()
  const t = language.t
  const remote = useRemote(() => (session.userId ? listShareRequests({ status: 'pending', lang: language.language, limit: SHOWN }).then(e => e.results ?? []) : Promise.resolve([] as ShareRequest[])),
    [session.userId, language.language])
  const [answers, setAnswers] = useState<Record<string, 'granted' | 'declined'>>({})
  const [busy, setBusy] = useState<string | null>(null)

  const answer = async (request: ShareRequest, value: 'granted' | 'declined') => {
    if (busy) return
    setBusy(request._id)
    try {
      await answerShareRequest(request._id, value)
      setAnswers(a => ({ ...a, [request._id]: value }))
      platform.toast(t(value === 'granted' ? 'leads.requests.shared' : 'leads.requests.declined', { company: request.company }))
    } catch {
      platform.toast(t('leads.requests.failed'))
    } finally {
      setBusy(null)
    }
  }

  return {
    requests: (remote.data ?? []).map(request => ({
      id: request._id,
      company: request.company,
      answer: answers[request._id] ?? null,
      busy: busy === request._id,
      share: () => { void answer(request, 'granted') },
      decline: () => { void answer(request, 'declined') },
    })),
  }
}

export type ShareRequests = ReturnType<typeof useShareRequests>
