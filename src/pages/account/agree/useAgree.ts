import type { MessageKey } from '@/i18n'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

/** The policy's sections, in reading order: what, why, how long, who sees it, choices, contact. */
const POLICY_SECTIONS: { title: MessageKey; body: MessageKey }[] = [
  { title: 'agree.collect.title', body: 'agree.collect.body' },
  { title: 'agree.use.title', body: 'agree.use.body' },
  { title: 'agree.keep.title', body: 'agree.keep.body' },
  { title: 'agree.share.title', body: 'agree.share.body' },
  { title: 'agree.rights.title', body: 'agree.rights.body' },
  { title: 'agree.contact.title', body: 'agree.contact.body' },
]

/**
 * /agree (query redirect, meeting_id): the privacy policy in the UI language. "Accept" returns to the login screen
 * with the agreement ticked and the redirect kept; "Back" returns to it unticked.
 */
export function useAgree(query: Record<string, string | undefined>) {
  const { language } = useStores()
  const back = (agreed: boolean) => navigateTo('login', {
    redirect: query.redirect,
    meeting_id: query.meeting_id,
    agreed: agreed ? 1 : undefined,
  }, { replace: true })
  return {
    t: language.t,
    sections: POLICY_SECTIONS,
    accept: () => { void back(true) },
    back: () => { void back(false) },
  }
}

export type AgreeData = ReturnType<typeof useAgree>
