import { useState } from 'react'
import type { FriendApplication, ObjectId, User } from '@fu-types/entities'
import { connectionWith } from '@/api/connections'
import { answerFriendApplication, cancelFriendApplication, fetchUser } from '@/api/users'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { connectionRelation, type ConnectionRelation } from '@/core/states/connections'
import type { MessageKey } from '@/i18n'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { useExchangeCards } from '../exchangeCards'
import { personView, useIndustryNames } from '../person'

interface CardData { user: User | undefined; friends?: boolean; sent?: FriendApplication; received?: FriendApplication }

/**
 * /meeting/user?user_id: a person's business card. Contact details show only when the server gives them (to friends);
 * otherwise the card says why. The action follows where I stand: exchange cards, request sent (cancel), their request
 * to me (accept / ignore), connected, or not possible (special identity).
 */
export function useMeetingUser(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { session, language, platform } = useStores()
  const t = language.t
  const { id: meetingId } = meeting
  const personId = query.user_id
  const myId = session.userId
  const isSelf = !!personId && personId === myId
  const industryNames = useIndustryNames(meetingId)
  const cards = useExchangeCards()
  const [busy, setBusy] = useState(false)
  // What changed on this screen since the card was read (an answer or a cancel), over the server's word.
  const [changed, setChanged] = useState<Partial<Pick<CardData, 'sent' | 'received'>>>({})

  const card = useRemote<CardData>(async () => {
    if (!personId) return { user: undefined }
    const [user, standing] = await Promise.all([fetchUser(personId), isSelf ? Promise.resolve({}) : connectionWith(personId)])
    setChanged({})
    return { user, ...standing }
  }, [personId, isSelf])

  const user = card.data?.user
  const sent = changed.sent ?? card.data?.sent
  const received = changed.received ?? card.data?.received
  const person = user ? personView(user, industryNames, t('connection.unnamed')) : undefined
  const relation: ConnectionRelation = connectionRelation({ isSelf, friends: card.data?.friends, sent, received, specialIdentity: !!person?.specialIdentity || session.user?.special_identity === 1 })

  const act = async (work: () => Promise<void>, done: MessageKey) => {
    if (busy) return
    setBusy(true)
    try {
      await work()
      platform.toast(t(done))
    } catch {
      platform.toast(t('connection.answer.failed'))
    } finally {
      setBusy(false)
    }
  }

  return {
    t,
    card,
    missing: card.status === 'ready' && !user,
    person,
    relation,
    reason: received?.status === 'submitted' ? received.reason ?? '' : '',
    busy: busy || cards.sending !== null,
    // The card is read again after asking, so a cancel has the new request at hand.
    exchange: () => { if (personId) void cards.exchange(personId).then(() => card.retry()) },
    cancel: () => {
      const mine = sent
      if (mine?.status !== 'submitted') return
      void act(async () => {
        await cancelFriendApplication(mine._id)
        setChanged(now => ({ ...now, sent: { ...mine, status: 'cancelled' } }))
      }, 'connection.answer.cancelled')
    },
    answer: (status: 'accepted' | 'ignored') => {
      const theirs = received
      if (theirs?.status !== 'submitted') return
      void act(async () => {
        await answerFriendApplication(theirs._id, status)
        // Accepting shows their contact details: read the card again.
        if (status === 'accepted') card.retry()
        else setChanged(now => ({ ...now, received: { ...theirs, status } }))
      }, status === 'accepted' ? 'connection.answer.accepted' : 'connection.answer.ignored')
    },
    openMyCard: () => { void navigateTo('myContact', { meeting_id: meetingId }) },
    openConnections: () => { void navigateTo('myConnections', { meeting_id: meetingId }) },
    personId: personId as ObjectId | undefined,
  }
}

export type MeetingUserData = ReturnType<typeof useMeetingUser>
