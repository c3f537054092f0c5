import { useRef, useState } from 'react'
import { ErrorCode } from '@fu-types/errors'
import type { LocalizedText } from '@fu-types/entities'
import { ApiError } from '@/api/http'
import { scanLead, type Lead } from '@/api/leads'
import { localize } from '@/core'
import { parseLeadCode } from '@/core/leads'
import type { MessageKey } from '@/i18n'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { navigateTo } from '@/router/navigate'
import type { RouteQuery } from '@/router/routes'
import { useStores } from '@/stores'
import { leadView } from '../leadRow'
import { useLeadCompany } from '../useLeadCompany'

/** One scan from the code to its lead; `choose` when the printed code is one of several activities'. */
type LeadScanStep =
  | { step: 'idle' }
  | { step: 'finding' }
  | { step: 'missing'; message: MessageKey }
  | { step: 'choose'; code: string; activities: { id: string; title: string }[] }
  | { step: 'done'; lead: Lead }

/**
 * /meeting/exhibitor/leads/scan: the booth's scanner. The camera where the runtime has one (WeChat), else the code
 * typed or a desktop scanner's input: the ticket QR, the 6-digit code printed under it, or a card's QR link. The
 * lead found is shown with whether its person was asked to share their card; then ready for the next.
 */
export function useLeadScan(query: RouteQuery<'exhibitorLeadScan'>, meeting: ScreenMeeting) {
  const { language, meeting: meetingStore, flows } = useStores()
  const t = language.t
  const access = useLeadCompany(query.enterprise_id)
  const company = access.company
  const { id: meetingId, timezone } = meeting
  const [code, setCode] = useState('')
  const [current, setCurrent] = useState<LeadScanStep>({ step: 'idle' })
  const [scanNote, setScanNote] = useState<MessageKey | ''>('')
  const run = useRef(0)

  const find = async (text: string, activityId?: string) => {
    if (!company) return
    if (parseLeadCode(text).kind === 'unknown') { setCurrent({ step: 'missing', message: 'leads.scan.unknown' }); return }
    const mine = ++run.current
    setCurrent({ step: 'finding' })
    try {
      const lead = await scanLead({ enterprise_id: company.enterpriseId, code: text.trim(), ...(activityId ? { activity_id: activityId } : {}) })
      if (mine !== run.current) return
      setCode('')
      setCurrent({ step: 'done', lead })
    } catch (e) {
      if (mine !== run.current) return
      if (e instanceof ApiError && e.code === ErrorCode.LeadCodeAmbiguous) {
        const activities = (e.body.data?.activities ?? []) as { _id: string; title: LocalizedText }[]
        setCurrent({ step: 'choose', code: text.trim(), activities: activities.map(a => ({ id: a._id, title: localize(a.title, language.language) })) })
      } else {
        setCurrent({
          step: 'missing',
          message: e instanceof ApiError && e.code === ErrorCode.LeadCodeUnknown ? 'leads.scan.notFound'
            : e instanceof ApiError && e.code === ErrorCode.LeadSelf ? 'leads.scan.self'
              : e instanceof ApiError && e.status === 400 ? 'leads.scan.unknown' : 'leads.scan.failed',
        })
      }
    }
  }

  const scan = async () => {
    setScanNote('')
    try {
      const outcome = await flows.scanCode({ wechatAppId: meetingStore.meeting?.wechat_authorize?.authorizer_appid })
      if (outcome.status === 'scanned') await find(outcome.code)
      else if (outcome.status === 'manual') setScanNote('leads.scan.typeInstead')
    } catch {
      setScanNote('leads.scan.cameraFailed')
    }
  }

  const done = current.step === 'done' ? current.lead : undefined
  const inMeeting = meetingId ? { meeting_id: meetingId } : {}
  return {
    t,
    access,
    company,
    meetingId,
    code,
    setCode: (value: string) => setCode(value),
    // The field's text at the Enter (a scanner's), not the last rendered state.
    submitCode: (typed?: string) => { void find(typed ?? code) },
    scan: () => { void scan() },
    scanNote: scanNote ? t(scanNote) : '',
    current,
    choose: (activityId: string) => { if (current.step === 'choose') void find(current.code, activityId) },
    result: done ? {
      lead: leadView(done, t, timezone),
      news: t(done.created_now ? 'leads.scan.new' : 'leads.scan.known'),
      consentNote: done.consent === 'pending' ? t('leads.scan.asked') : done.consent === 'declined' ? t('leads.scan.declined') : t('leads.scan.shared'),
    } : undefined,
    open: () => { if (done) void navigateTo('exhibitorLead', { lead_id: done._id, ...inMeeting }) },
    next: () => { setCurrent({ step: 'idle' }); setCode('') },
    list: () => { void navigateTo('exhibitorLeads', { ...(company ? { enterprise_id: company.enterpriseId } : {}), ...inMeeting }) },
  }
}

export type LeadScanData = ReturnType<typeof useLeadScan>
