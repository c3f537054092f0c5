import { localize } from '@/core'
import { useRemote } from '@/components/useRemote'
import { useStores } from '@/stores'

/**
 * The company the signed-in account is bound to (SPEC §6: an exhibitor must bind one before answering questions or
 * managing it). The account is read afresh on open, so a binding made elsewhere shows at once.
 */
export function useBoundEnterprise() {
  const { session, language } = useStores()
  const account = useRemote(() => session.refreshUser(), [session.userId])
  const exhibitor = session.user?.exhibitor ?? null
  return {
    status: account.status,
    error: account.error,
    retry: account.retry,
    /** '' while the account has no company. */
    enterpriseId: exhibitor?.enterprise_id ?? exhibitor?._id ?? '',
    meetingId: exhibitor?.meeting_id,
    company: exhibitor ? localize(exhibitor.company?.title, language.language) : '',
  }
}

export type BoundEnterprise = ReturnType<typeof useBoundEnterprise>
