import { useCallback, useState } from 'react'
import type { ObjectId } from '@fu-types/entities'
import { followAgenda, followsAgenda, unfollowAgenda, userAgendas } from '@/api/users'
import { useRemote } from '@/components/useRemote'
import { loginUrl } from '@/router/links'
import { openUrl } from '@/router/navigate'
import { useStores } from '@/stores'

/** A user follows at most this many sessions of one meeting in one answer (the server's page limit). */
const FOLLOWS_LIMIT = 999

export interface AgendaFollows {
  /** guest: no schedule yet (a tap goes to login); then loading, ready or failed (retry). */
  status: 'guest' | 'loading' | 'ready' | 'failed'
  retry: () => void
  isFollowed: (agendaId: ObjectId) => boolean
  isBusy: (agendaId: ObjectId) => boolean
  /** Adds the session to "my schedule" or takes it out; a guest goes to login and comes back to `here`. */
  toggle: (agendaId: ObjectId) => void
}

/**
 * "Add to my schedule" (POST / DELETE /users/{id}/agendas/{aid}) for the signed-in user: which sessions are
 * followed — one session's flag (GET /users/{id}/agendas/{aid}) when `agendaId` is given, else the meeting's
 * followed sessions (GET /users/{id}/agendas) — and the toggle with its toasts.
 */
export function useAgendaFollows({ meetingId, agendaId, here }: { meetingId?: ObjectId; agendaId?: ObjectId; here: string }): AgendaFollows {
  const { session, platform, language } = useStores()
  const t = language.t
  const userId = session.loggedIn ? session.userId ?? undefined : undefined
  // What this screen changed since the load: the server agreed to each.
  const [changed, setChanged] = useState<Record<ObjectId, boolean>>({})
  const [busy, setBusy] = useState<Record<ObjectId, boolean>>({})

  const loaded = useRemote<ReadonlySet<ObjectId>>(async () => {
    setChanged({})
    if (!userId) return new Set()
    if (agendaId) {
      const answer = (await followsAgenda(userId, agendaId)) as { followed?: 0 | 1 } | undefined
      return new Set(answer?.followed === 1 ? [agendaId] : [])
    }
    if (!meetingId) return new Promise<never>(() => undefined)
    return new Set((await userAgendas(userId, { meeting_id: meetingId, limit: FOLLOWS_LIMIT })).map(a => a._id))
  }, [userId, meetingId, agendaId])

  const isFollowed = useCallback((id: ObjectId) => changed[id] ?? loaded.data?.has(id) ?? false, [changed, loaded.data])

  const toggle = useCallback((id: ObjectId) => {
    if (!userId) { void openUrl(loginUrl(here, meetingId)); return }
    if (busy[id]) return
    const follow = !isFollowed(id)
    setBusy(b => ({ ...b, [id]: true }))
    ;(follow ? followAgenda(userId, id) : unfollowAgenda(userId, id)).then(
      () => {
        setChanged(c => ({ ...c, [id]: follow }))
        platform.toast(t(follow ? 'agenda.followed' : 'agenda.unfollowed'))
      },
      () => { platform.toast(t('agenda.followFailed')) },
    ).finally(() => setBusy(b => ({ ...b, [id]: false })))
  }, [userId, here, meetingId, busy, isFollowed, platform, t])

  return {
    status: userId ? loaded.status : 'guest',
    retry: loaded.retry,
    isFollowed,
    isBusy: (id: ObjectId) => !!busy[id],
    toggle,
  }
}
