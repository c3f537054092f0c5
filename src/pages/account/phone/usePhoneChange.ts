import { useRemote } from '@/components/useRemote'
import { isSafeRedirect } from '@/core/links'
import { routeUrl } from '@/router/links'
import { openUrl } from '@/router/navigate'
import { useStores } from '@/stores'
import { useBind } from '../bind/useBind'

/**
 * /account/phone (query redirect): add a mainland phone to the account with an SMS code: the /bind form and its
 * rules (SPEC §5: only while the account has none and no other account uses it). The account is read afresh first:
 * one that has a phone sees it, as it cannot be changed. Afterwards the screen goes to the redirect, else my hub.
 */
export function usePhoneChange(query: Record<string, string | undefined>) {
  const { session, language } = useStores()
  const account = useRemote(() => session.refreshUser(), [session.userId])
  const back = query.redirect && isSafeRedirect(query.redirect) ? query.redirect : routeUrl('myIndex')
  const bind = useBind({ ...query, redirect: back })
  const user = session.user
  return {
    t: language.t,
    state: account.status !== 'ready' ? account.status : user?.phone ? 'locked' as const : 'form' as const,
    loadError: account.error,
    retry: account.retry,
    current: user?.phone ? { phone: user.phone, areaCode: user.area_code ?? '86' } : undefined,
    bind,
    goBack: () => { void openUrl(back, { replace: true }) },
  }
}

export type PhoneChangeData = ReturnType<typeof usePhoneChange>
