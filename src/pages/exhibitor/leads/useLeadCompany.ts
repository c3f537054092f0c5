import { useState } from 'react'
import { listLeadCompanies } from '@/api/leads'
import { localize } from '@/core'
import type { ScreenState } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { useStores } from '@/stores'

interface LeadCompanyView { enterpriseId: string; meetingId: string; title: string; role: 'owner' | 'staff' }

/**
 * The company whose leads this account captures: the one bound to it (its exhibitor) or one whose booth staff it
 * joined; `enterpriseId` picks one when there are several. Null while it has none (the screen offers to join).
 */
export function useLeadCompany(enterpriseId?: string) {
  const { session, language } = useStores()
  const [version, setVersion] = useState(0)
  const remote = useRemote(() => listLeadCompanies(), [session.userId, version])
  const all = remote.data ?? []
  const chosen = all.find(c => c.enterprise_id === enterpriseId) ?? all.find(c => c.role === 'owner') ?? all[0]
  const company: LeadCompanyView | null = chosen
    ? { enterpriseId: chosen.enterprise_id, meetingId: chosen.meeting_id, title: localize(chosen.title, language.language), role: chosen.role }
    : null
  return { status: remote.status, error: remote.error, retry: remote.retry, company, reload: () => setVersion(v => v + 1) }
}

type LeadCompanyState = ReturnType<typeof useLeadCompany>

/** The frame's loading and failure while the companies are read; then `then` (the screen's own data) once one is known. */
export function leadCompanyState(state: LeadCompanyState, then?: () => ScreenState): ScreenState {
  if (state.status !== 'ready') return { status: state.status, retry: state.retry, message: state.error }
  return state.company && then ? then() : { status: 'ready' }
}
