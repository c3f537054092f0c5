import { useEffect, useRef, useState } from 'react'
import type { Enterprise } from '@fu-types/entities'
import { bindEnterprise, fetchEnterprise, searchEnterprises } from '@/api/enterprises'
import { ApiError } from '@/api/http'
import { localize } from '@/core'
import { isSafeRedirect } from '@/core/links'
import { isBlank } from '@/core/validation/result'
import type { MessageKey } from '@/i18n'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { navigateTo, openUrl } from '@/router/navigate'
import { useStores } from '@/stores'
import { useBoundEnterprise } from '../useBoundEnterprise'

export const COMPANY_MATCHES = 6
interface Company { id: string; name: string }
type SearchState = 'idle' | 'searching' | 'done' | 'failed'

/**
 * /meeting/exhibitor/bind (optional enterprise_id from an invitation, redirect): bind the signed-in account to a
 * company with the binding code the organiser gave it (PUT /enterprises/{id}). A wrong code is said beside the code;
 * replacing an earlier binding (SPEC §6) waits for the person to confirm; then the exhibitor's work opens.
 */
export function useExhibitorBind(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, platform, session } = useStores()
  const t = language.t
  const lang = language.language
  const bound = useBoundEnterprise()
  const { id: meetingId } = meeting
  const invited = query.enterprise_id || ''
  const preset = useRemote<Enterprise | null>(() => (invited ? fetchEnterprise(invited) : Promise.resolve(null)), [invited])

  const [chosen, setChosen] = useState<Company | null>(null)
  const [keyword, setKeyword] = useState('')
  const [matches, setMatches] = useState<Company[]>([])
  const [search, setSearch] = useState<SearchState>('idle')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<{ company?: MessageKey; code?: MessageKey }>({})
  const [notice, setNotice] = useState<MessageKey | ''>('')
  const [confirming, setConfirming] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const mounted = useRef(true)
  useEffect(() => () => { mounted.current = false }, [])

  const companyOf = (e: Enterprise): Company => ({ id: e._id, name: localize(e.exhibitor?.company?.title, lang) })
  useEffect(() => { if (preset.data) setChosen(companyOf(preset.data)) }, [preset.data]) // eslint-disable-line react-hooks/exhaustive-deps -- the name is read once

  const runSearch = async () => {
    const words = keyword.trim()
    if (!words || search === 'searching') return
    setSearch('searching')
    try {
      const found = await searchEnterprises({ keyword: words, limit: COMPANY_MATCHES, ...(meetingId ? { meeting_id: meetingId } : {}) })
      if (!mounted.current) return
      setMatches((found.results ?? []).map(companyOf))
      setSearch('done')
    } catch {
      if (mounted.current) setSearch('failed')
    }
  }

  const done = async () => {
    await session.refreshUser().catch(() => undefined)
    platform.toast(t('exhibitor.bind.done'))
    if (query.redirect && isSafeRedirect(query.redirect)) await openUrl(query.redirect, { replace: true })
    else await navigateTo('exhibitorManage', meetingId ? { meeting_id: meetingId } : {}, { replace: true })
  }

  const bind = async (confirm: boolean) => {
    if (submitting) return
    const found = { company: chosen ? undefined : 'exhibitor.bind.companyRequired' as const, code: isBlank(code) ? 'exhibitor.bind.codeRequired' as const : undefined }
    setErrors(found)
    setNotice('')
    if (found.company || found.code || !chosen) return
    setSubmitting(true)
    try {
      await bindEnterprise(chosen.id, code.trim(), confirm)
      if (!mounted.current) return
      setConfirming(false)
      await done()
    } catch (e) {
      if (!mounted.current) return
      if (e instanceof ApiError && e.status === 403) setErrors({ code: 'exhibitor.bind.wrongCode' })
      else if (e instanceof ApiError && e.status === 400) setErrors({ code: 'exhibitor.bind.wrongCode' })
      else if (e instanceof ApiError && e.status === 409) setConfirming(true)
      else setNotice('exhibitor.bind.failed')
    } finally {
      if (mounted.current) setSubmitting(false)
    }
  }

  const inMeeting = meetingId ? { meeting_id: meetingId } : {}
  return {
    t,
    bound,
    meetingId,
    /** The invitation's company while it loads, or when it does not exist. */
    preset: { status: invited ? preset.status : ('ready' as const), missing: !!invited && preset.status === 'ready' && !preset.data, retry: preset.retry, error: preset.error },
    chosen,
    choose: (company: Company) => { setChosen(company); setErrors(e => ({ ...e, company: undefined })) },
    change: () => { setChosen(null); setConfirming(false) },
    keyword,
    setKeyword,
    search,
    matches,
    runSearch: () => { void runSearch() },
    code,
    setCode: (value: string) => { setCode(value); setErrors(e => ({ ...e, code: undefined })); setConfirming(false) },
    errors: { company: errors.company ? t(errors.company) : '', code: errors.code ? t(errors.code) : '' },
    notice: notice ? t(notice) : '',
    confirming,
    submitting,
    submit: () => { void bind(false) },
    confirmReplace: () => { void bind(true) },
    keepCurrent: () => setConfirming(false),
    manage: () => { void navigateTo('exhibitorManage', inMeeting) },
    questions: () => { void navigateTo('exhibitorAskList', inMeeting) },
  }
}

export type ExhibitorBindData = ReturnType<typeof useExhibitorBind>
