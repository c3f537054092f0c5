import { useEffect, useRef, useState } from 'react'
import { ErrorCode } from '@fu-types/errors'
import { ApiError } from '@/api/http'
import { acceptStaffInvitation, exportLeads, inviteStaff, listLeads, listStaff, myStaffInvitations, removeStaff, type Lead } from '@/api/leads'
import { uploadTarget } from '@/core/upload'
import { startBridgedFile } from '@/flows/fileBridge'
import { miniProgramBridge } from '@/flows/wechatSdk'
import { isMainlandMobile } from '@/core/validation/contact'
import type { MessageKey } from '@/i18n'
import { pagingTexts } from '@/components/LoadMore'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { routeUrl } from '@/router/links'
import { navigateTo } from '@/router/navigate'
import type { RouteQuery } from '@/router/routes'
import { useStores } from '@/stores'
import { leadView } from '../leadRow'
import { useLeadCompany } from '../useLeadCompany'

const LEADS_PAGE_SIZE = 20

/** Joining a company's booth staff: the invitations to my phone, or a code the exhibitor shared. */
function useJoin(enabled: boolean, invite: string | undefined, onJoined: () => void) {
  const { language, platform } = useStores()
  const t = language.t
  const invitations = useRemote(() => (enabled ? myStaffInvitations(language.language) : Promise.resolve([])), [enabled, language.language])
  const [code, setCode] = useState(invite ?? '')
  const [error, setError] = useState<MessageKey | ''>('')
  const [busy, setBusy] = useState(false)
  const accept = async (value: string) => {
    if (busy) return
    if (!value.trim()) { setError('leads.join.codeRequired'); return }
    setBusy(true)
    setError('')
    try {
      const joined = await acceptStaffInvitation(value.trim())
      platform.toast(t('leads.join.joined', { company: joined.company }))
      onJoined()
    } catch (e) {
      setError(e instanceof ApiError && e.code === ErrorCode.StaffInvitationInvalid ? 'leads.join.invalid'
        : e instanceof ApiError && e.code === ErrorCode.StaffAlreadyMember ? 'leads.join.already' : 'leads.join.failed')
    } finally {
      setBusy(false)
    }
  }
  return {
    invitations: invitations.data ?? [],
    code,
    setCode: (value: string) => { setCode(value); setError('') },
    error: error ? t(error) : '',
    busy,
    submit: () => { void accept(code) },
    accept: (value: string) => { void accept(value) },
  }
}

/** The bound exhibitor's booth staff: invite by phone or by a code to share, remove. */
function useTeam(enterpriseId: string | null, meetingId: string | undefined) {
  const { language, platform } = useStores()
  const t = language.t
  const [version, setVersion] = useState(0)
  const staff = useRemote(() => (enterpriseId ? listStaff(enterpriseId) : Promise.resolve([])), [enterpriseId, version])
  const [phone, setPhone] = useState('')
  const [error, setError] = useState<MessageKey | ''>('')
  const [busy, setBusy] = useState(false)
  const invite = async (byPhone: boolean) => {
    if (!enterpriseId || busy) return
    if (byPhone && !isMainlandMobile(phone.trim())) { setError('leads.team.phoneInvalid'); return }
    setBusy(true)
    setError('')
    try {
      await inviteStaff({ enterprise_id: enterpriseId, ...(byPhone ? { phone: phone.trim() } : {}) })
      setPhone('')
      platform.toast(t(byPhone ? 'leads.team.invitedPhone' : 'leads.team.invitedCode'))
      setVersion(v => v + 1)
    } catch (e) {
      setError(e instanceof ApiError && e.code === ErrorCode.StaffAlreadyMember ? 'leads.team.taken' : 'leads.team.failed')
    } finally {
      setBusy(false)
    }
  }
  const remove = async (id: string) => {
    try {
      await removeStaff(id)
      platform.toast(t('leads.team.removed'))
      setVersion(v => v + 1)
    } catch {
      platform.toast(t('leads.team.failed'))
    }
  }
  const inviteLink = (code: string) => platform.siteUrl(routeUrl('exhibitorLeads', { invite: code, ...(meetingId ? { meeting_id: meetingId } : {}) }))
  return {
    members: (staff.data ?? []).map(m => ({
      id: m._id,
      who: m.user?.username || m.phone || t('leads.team.anyone'),
      phone: m.phone ?? '',
      code: m.code,
      active: m.status === 'active',
      status: t(m.status === 'active' ? 'leads.team.active' : 'leads.team.invited'),
    })),
    phone,
    setPhone: (value: string) => { setPhone(value); setError('') },
    error: error ? t(error) : '',
    busy,
    invitePhone: () => { void invite(true) },
    inviteCode: () => { void invite(false) },
    remove: (id: string) => { void remove(id) },
    copyLink: async (code: string) => { platform.toast(t(await platform.copyText(inviteLink(code)) ? 'leads.team.copied' : 'leads.team.copyFailed')) },
  }
}

/**
 * /meeting/exhibitor/leads: the company's leads (the bound exhibitor's or its staff's), searchable, 20 a page, newest
 * first, each opening its detail; scan the next one; export the list (as searched) to CSV or XLSX. The exhibitor
 * also manages its booth staff here; an account with no company joins one with an invitation.
 */
export function useLeadList(query: RouteQuery<'exhibitorLeads'>, meeting: ScreenMeeting) {
  const { language, platform } = useStores()
  const t = language.t
  const access = useLeadCompany(query.enterprise_id)
  const company = access.company
  const { id: meetingId, timezone } = meeting
  const enterpriseId = company?.enterpriseId ?? null
  const [keywordInput, setKeywordInput] = useState(query.keyword ?? '')
  const [keyword, setKeyword] = useState(query.keyword ?? '')
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null)
  const mounted = useRef(true)
  useEffect(() => () => { mounted.current = false }, [])

  const list = usePagedList<Lead>(async (skip, limit) => {
    if (!enterpriseId) return { items: [], total: 0 }
    const envelope = await listLeads({ enterprise_id: enterpriseId, keyword, skip, limit })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [enterpriseId, keyword], LEADS_PAGE_SIZE)

  const join = useJoin(access.status === 'ready' && !company, query.invite, access.reload)
  const team = useTeam(company?.role === 'owner' ? enterpriseId : null, meetingId)

  const exportFile = async (format: 'csv' | 'xlsx') => {
    if (!enterpriseId || exporting) return
    setExporting(format)
    try {
      const file = await exportLeads({ enterprise_id: enterpriseId, format, keyword, lang: language.language })
      if (platform.environment === 'miniprogram') {
        // The web-view can neither download nor open a file: the bridge page does (open it, or send it to a chat).
        await startBridgedFile({ url: file.url, name: file.name }, platform.currentRoute(), miniProgramBridge)
        return
      }
      // The link is on the API's own origin (a path answered by the server).
      const opened = await platform.openFile(uploadTarget(platform.apiBase, file.url), file.name)
      if (!opened) platform.toast(t('leads.export.unavailable'))
    } catch {
      platform.toast(t('leads.export.failed'))
    } finally {
      if (mounted.current) setExporting(null)
    }
  }
  const inMeeting = meetingId ? { meeting_id: meetingId } : {}

  return {
    t,
    access,
    company,
    meetingId,
    keywordInput,
    setKeywordInput,
    search: () => setKeyword(keywordInput.trim()),
    clearSearch: () => { setKeywordInput(''); setKeyword('') },
    searched: keyword,
    list,
    rows: list.items.map(lead => leadView(lead, t, timezone)),
    emptyText: t(keyword ? 'leads.list.emptySearch' : 'leads.list.empty'),
    pagingTexts: pagingTexts(t, t('leads.list.count', { count: list.total })),
    exporting,
    exportCsv: () => { void exportFile('csv') },
    exportXlsx: () => { void exportFile('xlsx') },
    scan: () => { void navigateTo('exhibitorLeadScan', { ...(enterpriseId ? { enterprise_id: enterpriseId } : {}), ...inMeeting }) },
    open: (leadId: string) => { void navigateTo('exhibitorLead', { lead_id: leadId, ...inMeeting }) },
    bind: () => { void navigateTo('exhibitorBind', inMeeting) },
    join,
    team,
  }
}

export type LeadListData = ReturnType<typeof useLeadList>
