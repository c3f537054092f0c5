import { localize } from '@/core'
import type { ScreenState } from '@/components/screen/defineScreen'
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

type BoundEnterprise = ReturnType<typeof useBoundEnterprise>

/**
 * The frame's state of a screen that needs the bound company: loading or failed (with retry) while the account is
 * read, then, once a company is bound, `then` (the screen's own data). Without a company the screen shows Unbound.
 */
export function boundScreenState(bound: BoundEnterprise, then?: () => ScreenState): ScreenState {
  if (bound.status !== 'ready') return { status: bound.status, retry: bound.retry, message: bound.error }
  return bound.enterpriseId && then ? then() : { status: 'ready' }
}
