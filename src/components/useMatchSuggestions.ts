import { useState } from 'react'
import type { MatchCompany, MatchReason } from '@fu-types/api'
import type { ObjectId } from '@fu-types/entities'
import { matchCompanies } from '@/api/match'
import { localize } from '@/core/localize'
import { loginUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import { useStores } from '@/stores'
import { useRemote, type Remote } from './useRemote'

export type MatchKind = 'suppliers' | 'clients'

interface MatchCard {
  id: ObjectId
  title: string
  logo?: string
  booth?: string
  /** Why it matched, in the visitor's language (shared industry, category, tag, or the organiser's pick). */
  reasons: string[]
}

export interface MatchSuggestionsData {
  kind: MatchKind
  setKind: (kind: MatchKind) => void
  /** A guest is asked to sign in: the match service answers signed-in users only. */
  signedIn: boolean
  signIn: () => void
  list: Remote<MatchCard[]>
  open: (id: ObjectId) => void
}

/**
 * "Suppliers for you" / "clients for you" (SPEC §7 match service: POST /companies with `query_type`, 10 at most, kept
 * to the meeting and never the visitor's own company; recommended exhibitors fill the rest), each with why it matched.
 * `around` makes the suggestions about a company (its page): it is the reference client and is left out.
 */
export function useMatchSuggestions(meetingId: ObjectId | undefined, here: string, around?: ObjectId): MatchSuggestionsData {
  const { session, language } = useStores()
  const t = language.t
  const lang = language.language
  const [kind, setKind] = useState<MatchKind>('suppliers')
  const signedIn = session.loggedIn
  const userId = session.userId ?? undefined

  const list = useRemote<MatchCard[]>(async () => {
    if (!signedIn || !meetingId) return []
    const found = await matchCompanies({
      query_type: kind, meeting_id: meetingId, ...(around ? { client_ids: [around], exclude_id: around } : {}),
    }, userId)
    return found.map((company: MatchCompany) => ({
      id: company._id,
      title: localize(company.title ?? undefined, lang),
      logo: company.logo ?? undefined,
      booth: company.position ?? undefined,
      reasons: (company.reasons ?? []).map(reason => reasonText(reason, t, lang)),
    }))
  }, [signedIn, meetingId, kind, around, userId, lang])

  return {
    kind, setKind, signedIn, list,
    signIn: () => { void openUrl(loginUrl(here, meetingId)) },
    open: id => { void navigateTo('meetingEnterprise', { enterprise_id: id, meeting_id: meetingId }) },
  }
}

function reasonText(reason: MatchReason, t: ReturnType<typeof useStores>['language']['t'], lang: ReturnType<typeof useStores>['language']['language']): string {
  switch (reason.kind) {
    case 'industry': return t('exhibit.match.reason.industry', { title: localize(reason.title ?? undefined, lang) })
    case 'category': return t('exhibit.match.reason.category', { title: localize(reason.title ?? undefined, lang) })
    case 'tag': return t('exhibit.match.reason.tag', { title: reason.title })
    default: return t('exhibit.match.reason.recommended')
  }
}
