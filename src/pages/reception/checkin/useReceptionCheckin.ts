import { useRef, useState } from 'react'
import type { Activity, Ticket } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { listActivities } from '@/api/activities'
import { ApiError } from '@/api/http'
import { receptionStaff } from '@/api/reception'
import { checkIn, listTickets } from '@/api/tickets'
import { formatDateTime, localize } from '@/core'
import { ticketStatusDisplay } from '@/core/states/tickets'
import { parseTicketQr, type TicketLookup } from '@/core/ticketQr'
import { useMeetingFor } from '@/components/useMeetingFor'
import { useRemote } from '@/components/useRemote'
import type { RouteQuery } from '@/router/routes'
import { useStores } from '@/stores'
import { errorText, isNotFound } from '../receptionText'

const ACTIVITY_LIMIT = 200

/** The desk opens for staff of the meeting only; the activity picker lists the meeting's activities. */
type Desk = { refused: true } | { refused: false; activities: Activity[] }

/** One scan from look-up to result; `idle` is ready for the next one. */
export type CheckinStep =
  | { step: 'idle' }
  | { step: 'finding' }
  | { step: 'missing'; message: string }
  | { step: 'found'; ticket: Ticket; saving: boolean; error?: string }
  | { step: 'done'; ticket: Ticket; result: 'checkedIn' | 'already' | 'notApproved'; message: string }

const isRefusal = (error: unknown) => isNotFound(error) || (error instanceof ApiError && error.status === 403)

/**
 * The staff desk's ticket check-in (SPEC §4: an approved ticket becomes 3, attended): a scanned pass
 * (core/ticketQr payload) or a typed code with the activity chosen, the holder shown, one confirm, the result, then
 * ready for the next. A desktop scanner types the payload into the code field and presses Enter.
 */
export function useReceptionCheckin(query: RouteQuery<'receptionCheckin'>) {
  const { language, meeting: meetingStore, flows } = useStores()
  const t = language.t
  const lang = language.language
  const { meetingId, timezone } = useMeetingFor(query.meeting_id || undefined)
  const desk = useRemote<Desk>(async () => {
    if (!meetingId) return new Promise<never>(() => undefined)
    try {
      await receptionStaff(meetingId)
    } catch (error) {
      if (isRefusal(error)) return { refused: true }
      throw error
    }
    const activities = (await listActivities({ meeting_id: meetingId, limit: ACTIVITY_LIMIT })).results ?? []
    return { refused: false, activities }
  }, [meetingId])

  const [activityId, setActivityId] = useState('')
  const [code, setCode] = useState('')
  const [current, setCurrent] = useState<CheckinStep>({ step: 'idle' })
  const [scanNote, setScanNote] = useState('')
  // A newer look-up wins over a slower older one (a scanner fires passes quickly).
  const lookupRun = useRef(0)

  const activities = desk.data && !desk.data.refused ? desk.data.activities : []
  const activityOf = (id: string) => activities.find(a => a._id === id)
  const time = (seconds: number) => formatDateTime(seconds, timezone, 'HH:mm')

  const find = async (lookup: TicketLookup) => {
    const run = ++lookupRun.current
    setCurrent({ step: 'finding' })
    try {
      const found = (await listTickets({ all: 1, activity_id: lookup.activityId, code: lookup.code, limit: 1 })).results?.[0]
      if (run !== lookupRun.current) return
      setCode('')
      setCurrent(found ? { step: 'found', ticket: found, saving: false } : { step: 'missing', message: t('reception.checkin.notFound', { code: lookup.code }) })
    } catch (error) {
      if (run !== lookupRun.current) return
      setCurrent({ step: 'missing', message: isRefusal(error) ? t('reception.checkin.notFound', { code: lookup.code }) : errorText(error) })
    }
  }

  /** A scanned or typed text: the pass payload, or a bare code with the activity picked. */
  const take = (text: string) => {
    const parsed = parseTicketQr(text, activityId || undefined)
    if (parsed.ok) return find(parsed.lookup)
    setCurrent({ step: 'missing', message: t(parsed.reason === 'needsActivity' ? 'reception.checkin.pickActivity' : 'reception.checkin.unknownCode') })
  }

  const scan = async () => {
    setScanNote('')
    try {
      const outcome = await flows.scanCode({ wechatAppId: meetingStore.meeting?.wechat_authorize?.authorizer_appid })
      if (outcome.status === 'scanned') await take(outcome.code)
      else if (outcome.status === 'manual') setScanNote(t('reception.checkin.typeInstead'))
    } catch {
      setScanNote(t('reception.scan.failed'))
    }
  }

  const confirm = async () => {
    if (current.step !== 'found' || current.saving) return
    const ticket = current.ticket
    setCurrent({ ...current, saving: true, error: undefined })
    try {
      const saved = await checkIn(ticket._id)
      setCurrent({ step: 'done', ticket: saved, result: 'checkedIn', message: t('reception.checkin.done', { name: ticket.name ?? ticket.code ?? '' }) })
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.TicketAlreadyCheckedIn) {
        const attended = Number(error.body.data?.attended) || 0
        setCurrent({ step: 'done', ticket: { ...ticket, status: 3 }, result: 'already', message: attended ? t('reception.checkin.alreadyAt', { time: time(attended) }) : t('reception.checkin.already') })
      } else if (error instanceof ApiError && error.code === ErrorCode.TicketNotApproved) {
        const status = Number(error.body.data?.status)
        setCurrent({ step: 'done', ticket: { ...ticket, status: status as Ticket['status'] }, result: 'notApproved', message: t(status === 2 ? 'reception.checkin.rejected' : 'reception.checkin.reviewing') })
      } else {
        setCurrent({ step: 'found', ticket, saving: false, error: errorText(error) })
      }
    }
  }

  const ticket = current.step === 'found' || current.step === 'done' ? current.ticket : undefined
  const ticketActivity = ticket ? activityOf(ticket.activity_id) : undefined
  const price = ticket?.price_id ? ticketActivity?.prices?.find(p => p._id === ticket.price_id) : undefined
  const status = ticket ? ticketStatusDisplay(ticket.status) : undefined

  return {
    t,
    status: desk.status,
    error: desk.error,
    retry: desk.retry,
    refused: desk.data?.refused === true,
    activityOptions: activities.map(a => ({ id: a._id, title: localize(a.title, lang) })),
    activityId,
    setActivityId,
    code,
    setCode,
    submitCode: () => { void take(code) },
    scan: () => { void scan() },
    scanNote,
    current,
    holder: ticket ? {
      name: ticket.name || '—',
      activity: ticketActivity ? localize(ticketActivity.title, lang) : '',
      ticketType: price ? localize(price.title, lang) : t('reception.checkin.standardTicket'),
      code: ticket.code ?? '',
      statusText: t(status!.key),
      statusTone: status!.tone,
      attendedAt: ticket.status === 3 && ticket.attended ? time(ticket.attended) : '',
    } : undefined,
    confirm: () => { void confirm() },
    next: () => { setCurrent({ step: 'idle' }); setCode('') },
  }
}

export type ReceptionCheckinData = ReturnType<typeof useReceptionCheckin>
