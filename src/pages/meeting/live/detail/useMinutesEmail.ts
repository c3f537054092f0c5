import { useState } from 'react'
import { myLiveSubscription, updateLiveUser } from '@/api/content'
import { validateEmail } from '@/core/validation/contact'
import { useRemote } from '@/components/useRemote'
import { useStores } from '@/stores'

/** The server e-mails the minutes within this long after the end (server/jobs/liveNotices.ts): no ask after it. */
const MINUTES_WITHIN_MS = 2 * 3600 * 1000

/**
 * "Minutes by e-mail" of a live (issue 14): the address my minutes go to, asked for or withdrawn
 * (PUT /lives/{id}/users/{uid} with `minutes_email`); offered until the server's window after the end closes.
 */
export function useMinutesEmail({ liveId, end, now, login }: { liveId: string; end: number | undefined; now: number; login: () => void }) {
  const { session, language, platform } = useStores()
  const t = language.t
  const userId = session.userId
  const mine = useRemote(() => (userId && liveId ? myLiveSubscription(liveId) : Promise.resolve(null)), [userId, liveId])
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const askedFor = mine.data?.minutes_email || ''
  const address = draft ?? (askedFor || session.user?.contact?.email || '')
  const endMs = end === undefined ? undefined : end < 1e12 ? end * 1000 : end

  const save = async (minutesEmail: string, done: 'live.minutesEmail.saved' | 'live.minutesEmail.withdrawn') => {
    if (!userId || saving) return
    setSaving(true)
    try {
      await updateLiveUser(liveId, userId, { minutes_email: minutesEmail })
      platform.toast(t(done))
      setDraft(null)
      mine.retry()
    } catch {
      setError(t('live.minutesEmail.failed'))
    } finally {
      setSaving(false)
    }
  }

  return {
    offered: endMs !== undefined && now < endMs + MINUTES_WITHIN_MS,
    signedIn: !!userId,
    loading: mine.status === 'loading',
    askedFor,
    address,
    error,
    saving,
    setAddress: (value: string) => { setDraft(value); setError('') },
    ask: () => {
      if (!userId) { login(); return }
      const invalid = validateEmail(address, { required: true })
      if (invalid) { setError(t(invalid)); return }
      void save(address.trim(), 'live.minutesEmail.saved')
    },
    withdraw: () => { void save('', 'live.minutesEmail.withdrawn') },
  }
}

