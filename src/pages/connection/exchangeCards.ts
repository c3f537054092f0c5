import { useState } from 'react'
import type { ObjectId } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { ApiError } from '@/api/http'
import { applyForFriend } from '@/api/users'
import { useStores } from '@/stores'

/**
 * "Exchange cards": sends a friend application and remembers whom I asked on this screen. The refusals a person can
 * act on are said plainly: special identity (4301), already asked or already connected (409).
 */
export function useExchangeCards() {
  const { language, platform } = useStores()
  const t = language.t
  const [requested, setRequested] = useState<ReadonlySet<ObjectId>>(new Set())
  const [sending, setSending] = useState<ObjectId | null>(null)

  const exchange = async (personId: ObjectId): Promise<boolean> => {
    if (sending) return false
    setSending(personId)
    try {
      await applyForFriend(personId)
      setRequested(done => new Set(done).add(personId))
      platform.toast(t('connection.exchange.sent'))
      return true
    } catch (e) {
      if (e instanceof ApiError && e.code === ErrorCode.SpecialIdentity) platform.toast(t('connection.exchange.special'))
      else if (e instanceof ApiError && e.status === 409) {
        setRequested(done => new Set(done).add(personId))
        platform.toast(t('connection.exchange.already'))
      } else platform.toast(t('connection.exchange.failed'))
      return false
    } finally {
      setSending(null)
    }
  }
  return { requested, sending, exchange }
}
