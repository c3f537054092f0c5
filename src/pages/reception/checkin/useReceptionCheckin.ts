import { useCallback, useEffect, useRef, useState } from 'react'
import type { Activity, Ticket } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { listActivities } from '@/api/activities'
import { ApiError, NetworkError } from '@/api/http'
import { deskCheckinList, receptionStaff, syncDeskCheckins } from '@/api/reception'
import { checkIn, listTickets } from '@/api/tickets'
import { formatDateTime, localize } from '@/core'
import { enqueueCheckin, lookUpOffline, mergeSyncResults, offlineVerdict, type DeskGuest, type DeskList } from '@/core/offlineCheckin'
import { ticketStatusDisplay } from '@/core/states/tickets'
import { parseTicketQr, type TicketLookup } from '@/core/ticketQr'
import type { MessageKey } from '@/i18n'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { useStores } from '@/stores'
import { errorText, isNotFound } from '../receptionText'
import { checkinId, loadDesk, saveDesk, type DeskState } from './deskStorage'

const ACTIVITY_LIMIT = 200

/** The desk opens for staff of the meeting only; the activity picker lists the meeting's activities. */
type Desk = { refused: true } | { refused: false; activities: Activity[] }

/**
 * One scan from look-up to result; `idle` is ready for the next one. `source`: the server found the ticket, this
 * device's list did (offline), or nobody knows the code yet (pending: queued for the server to decide).
 */
type CheckinStep =
  | { step: 'idle' }
  | { step: 'finding' }
  | { step: 'missing'; message: string }
  | { step: 'found'; ticket: Ticket; source: 'server' | 'device' | 'pending'; saving: boolean; error?: string }
  | { step: 'done'; ticket: Ticket; result: 'checkedIn' | 'already' | 'notApproved' | 'queued' | 'pending'; message: string }

/** A guest of the device's list shown as the ticket the desk displays. */
const guestTicket = (guest: DeskGuest, activityId: string): Ticket => ({
  _id: guest.ticket_id, status: guest.status as Ticket['status'], activity_id: activityId, user_id: '', number: 1,
  code: guest.code, name: guest.name ?? undefined, attended: guest.attended, price_id: guest.price_id ?? undefined,
})

const PASS_REFUSALS: Record<'expired' | 'early' | 'forged' | 'noKey', MessageKey> = {
  expired: 'reception.checkin.expired', early: 'reception.checkin.early', forged: 'reception.checkin.forged', noKey: 'reception.checkin.noKey',
}
/** While the queue is not empty and the network is up, a failed sync is tried again this often. */
const SYNC_RETRY_MS = 15_000

const isRefusal = (error: unknown) => isNotFound(error) || (error instanceof ApiError && error.status === 403)

/**
 * The staff desk's ticket check-in (SPEC §4: an approved ticket becomes 3, attended): a scanned pass
 * (core/ticketQr payload) or a typed code with the activity chosen, the holder shown, one confirm, the result, then
 * ready for the next. A desktop scanner types the payload into the code field and presses Enter.
 */
export function useReceptionCheckin(meeting: ScreenMeeting) {
  const { language, meeting: meetingStore, flows, platform } = useStores()
  const t = language.t
  const lang = language.language
  const { id: meetingId, timezone } = meeting
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

  // ---- offline: the device's lists, queue and reports (deskStorage), the network, the sync ----
  const [state, setState] = useState<DeskState>({ lists: {}, queue: [], reports: [] })
  const stateRef = useRef(state)
  useEffect(() => {
    if (!meetingId) return
    const loaded = loadDesk(platform.storage, meetingId)
    stateRef.current = loaded
    setState(loaded)
  }, [meetingId, platform])
  const update = useCallback((change: (s: DeskState) => DeskState) => {
    const next = change(stateRef.current)
    stateRef.current = next
    setState(next)
    if (meetingId) saveDesk(platform.storage, meetingId, next)
  }, [meetingId, platform])

  const [online, setOnline] = useState(true)
  useEffect(() => platform.watchNetwork?.(setOnline), [platform])
  const [download, setDownload] = useState<{ activityId: string; status: 'loading' | 'failed'; message?: string } | undefined>()
  const [sync, setSync] = useState<{ status: 'idle' | 'syncing' | 'done' | 'failed'; message?: string }>({ status: 'idle' })

  const downloadList = useCallback(async (id: string): Promise<DeskList | undefined> => {
    setDownload({ activityId: id, status: 'loading' })
    try {
      const list = await deskCheckinList(id)
      if (!list) return undefined
      update(s => ({ ...s, lists: { ...s.lists, [id]: list } }))
      setDownload(undefined)
      return list
    } catch (error) {
      if (error instanceof NetworkError) setOnline(false)
      setDownload({ activityId: id, status: 'failed', message: errorText(error) })
      return undefined
    }
  }, [update])

  const syncing = useRef(false)
  const syncNow = useCallback(async () => {
    const queue = stateRef.current.queue
    if (syncing.current || !queue.length) return
    syncing.current = true
    setSync({ status: 'syncing' })
    try {
      const results = await syncDeskCheckins(queue)
      update(s => {
        const merged = mergeSyncResults(s.lists, s.queue, results)
        return { lists: merged.lists, queue: merged.queue, reports: [...s.reports, ...merged.reports] }
      })
      setSync({ status: 'done' })
    } catch (error) {
      if (error instanceof NetworkError) setOnline(false)
      setSync({ status: 'failed', message: errorText(error) })
    } finally {
      syncing.current = false
    }
  }, [update])

  // Back online (or the desk opened with a queue): sync; while something waits, try again now and then.
  const waiting = state.queue.length
  useEffect(() => {
    if (!online || !waiting) return undefined
    void syncNow()
    const timer = setInterval(() => { void syncNow() }, SYNC_RETRY_MS)
    return () => clearInterval(timer)
  }, [online, waiting, syncNow])

  // Picking an activity downloads its list while online, so the desk keeps working if the network drops.
  useEffect(() => {
    if (activityId && online && desk.data && !desk.data.refused) void downloadList(activityId)
  }, [activityId, online, desk.data, downloadList])

  const find = async (lookup: TicketLookup) => {
    const run = ++lookupRun.current
    setCurrent({ step: 'finding' })
    try {
      const found = (await listTickets({ all: 1, activity_id: lookup.activityId, code: lookup.code, limit: 1 })).results?.[0]
      if (run !== lookupRun.current) return
      setCode('')
      setCurrent(found ? { step: 'found', ticket: found, source: 'server', saving: false } : { step: 'missing', message: t('reception.checkin.notFound', { code: lookup.code }) })
    } catch (error) {
      if (run !== lookupRun.current) return
      if (error instanceof NetworkError) {
        setOnline(false)
        findOnDevice(lookup.code, lookup.activityId)
        return
      }
      setCurrent({ step: 'missing', message: isRefusal(error) ? t('reception.checkin.notFound', { code: lookup.code }) : errorText(error) })
    }
  }

  /** The look-up on the device's list (no network), or the refusal of the pass. */
  const findOnDevice = (text: string, chosen: string | undefined): 'found' | 'refused' => {
    const outcome = lookUpOffline(text, chosen, stateRef.current.lists, stateRef.current.queue, Date.now())
    setCode('')
    switch (outcome.kind) {
      case 'found':
        setCurrent({ step: 'found', ticket: guestTicket(outcome.guest, outcome.activityId), source: 'device', saving: false })
        return 'found'
      case 'pending':
        setCurrent({ step: 'found', ticket: { _id: '', status: 1, activity_id: outcome.lookup.activityId, user_id: '', number: 1, code: outcome.lookup.code }, source: 'pending', saving: false })
        return 'found'
      case 'refused':
        setCurrent({ step: 'missing', message: t(PASS_REFUSALS[outcome.pass]) })
        return 'refused'
      case 'oldPass':
        setCurrent({ step: 'missing', message: t('reception.checkin.oldPass') })
        return 'refused'
      case 'noList':
        setCurrent({ step: 'missing', message: t('reception.checkin.noList') })
        return 'refused'
      default:
        setCurrent({ step: 'missing', message: t(outcome.reason === 'needsActivity' ? 'reception.checkin.pickActivity' : 'reception.checkin.unknownCode') })
        return 'refused'
    }
  }

  /**
   * A scanned or typed text: a rotating pass is checked with the activity's day keys first (downloaded now when the
   * desk has none and the network is up), then the ticket is found on the server, or on the device when offline.
   */
  const take = async (text: string) => {
    const parsed = parseTicketQr(text, activityId || undefined)
    if (!parsed.ok) {
      setCurrent({ step: 'missing', message: t(parsed.reason === 'needsActivity' ? 'reception.checkin.pickActivity' : 'reception.checkin.unknownCode') })
      return
    }
    if (parsed.form.kind === 'static') {
      setCurrent({ step: 'missing', message: t('reception.checkin.oldPass') })
      return
    }
    if (parsed.form.kind === 'rotating') {
      if (!stateRef.current.lists[parsed.lookup.activityId] && online) {
        setCurrent({ step: 'finding' })
        await downloadList(parsed.lookup.activityId)
      }
      const local = lookUpOffline(text, activityId || undefined, stateRef.current.lists, stateRef.current.queue, Date.now())
      if (local.kind === 'refused' || (local.kind === 'noList' && !online)) {
        findOnDevice(text, activityId || undefined)
        return
      }
    }
    if (online) return find(parsed.lookup)
    findOnDevice(text, activityId || undefined)
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

  /** Checks in on the device: the list's verdict, then the queue (synced when the network is back). */
  const confirmOnDevice = (ticket: Ticket, pending: boolean) => {
    const list = stateRef.current.lists[ticket.activity_id]
    const guest = pending ? undefined : list?.guests.find(g => g.ticket_id === ticket._id)
    const known = guest ? lookUpOffline(guest.code, ticket.activity_id, stateRef.current.lists, stateRef.current.queue, Date.now()) : undefined
    const verdict = known?.kind === 'found' ? offlineVerdict(known.guest) : 'ok'
    if (verdict === 'already') {
      const at = known?.kind === 'found' ? known.guest.attended : null
      setCurrent({ step: 'done', ticket: { ...ticket, status: 3 }, result: 'already', message: at ? t('reception.checkin.alreadyAt', { time: time(at) }) : t('reception.checkin.already') })
      return
    }
    if (verdict === 'reviewing' || verdict === 'rejected') {
      setCurrent({ step: 'done', ticket, result: 'notApproved', message: t(verdict === 'rejected' ? 'reception.checkin.rejected' : 'reception.checkin.reviewing') })
      return
    }
    const at = Math.floor(Date.now() / 1000)
    update(s => ({ ...s, queue: enqueueCheckin(s.queue, { id: checkinId(), activity_id: ticket.activity_id, ticket_id: pending ? null : ticket._id, code: ticket.code ?? '', name: ticket.name ?? null, at }) }))
    setSync({ status: 'idle' })
    setCurrent(pending
      ? { step: 'done', ticket, result: 'pending', message: t('reception.checkin.queuedPending', { code: ticket.code ?? '' }) }
      : { step: 'done', ticket: { ...ticket, status: 3, attended: at }, result: 'queued', message: t('reception.checkin.queued', { name: ticket.name ?? ticket.code ?? '' }) })
  }

  /** Marks the ticket checked in on the device's list too (an online check-in), so an offline desk knows it next. */
  const noteCheckedIn = (saved: Ticket) => update(s => {
    const list = s.lists[saved.activity_id]
    if (!list) return s
    return { ...s, lists: { ...s.lists, [saved.activity_id]: { ...list, guests: list.guests.map(g => (g.ticket_id === saved._id ? { ...g, status: 3, attended: saved.attended ?? null } : g)) } } }
  })

  const confirm = async () => {
    if (current.step !== 'found' || current.saving || current.ticket.status === 3) return
    const ticket = current.ticket
    if (current.source !== 'server') {
      confirmOnDevice(ticket, current.source === 'pending')
      return
    }
    setCurrent({ ...current, saving: true, error: undefined })
    try {
      const saved = await checkIn(ticket._id)
      noteCheckedIn(saved)
      setCurrent({ step: 'done', ticket: saved, result: 'checkedIn', message: t('reception.checkin.done', { name: ticket.name ?? ticket.code ?? '' }) })
    } catch (error) {
      if (error instanceof NetworkError) {
        // The network dropped between the look-up and the confirm: the check-in goes into the queue.
        setOnline(false)
        confirmOnDevice(ticket, !stateRef.current.lists[ticket.activity_id]?.guests.some(g => g.ticket_id === ticket._id))
        return
      }
      if (error instanceof ApiError && error.code === ErrorCode.TicketAlreadyCheckedIn) {
        const attended = Number(error.body.data?.attended) || 0
        setCurrent({ step: 'done', ticket: { ...ticket, status: 3 }, result: 'already', message: attended ? t('reception.checkin.alreadyAt', { time: time(attended) }) : t('reception.checkin.already') })
      } else if (error instanceof ApiError && error.code === ErrorCode.TicketNotApproved) {
        const status = Number(error.body.data?.status)
        setCurrent({ step: 'done', ticket: { ...ticket, status: status as Ticket['status'] }, result: 'notApproved', message: t(status === 2 ? 'reception.checkin.rejected' : 'reception.checkin.reviewing') })
      } else {
        setCurrent({ step: 'found', ticket, source: 'server', saving: false, error: errorText(error) })
      }
    }
  }

  const ticket = current.step === 'found' || current.step === 'done' ? current.ticket : undefined
  const list = activityId ? state.lists[activityId] : undefined
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
    // The field's text at the Enter (a scanner's), not the last rendered state.
    submitCode: (typed?: string) => { void take(typed ?? code) },
    offline: {
      online,
      waiting,
      list: list ? { count: list.guests.length, time: time(list.downloaded) } : undefined,
      downloading: download?.status === 'loading' && download.activityId === activityId,
      downloadFailed: download?.status === 'failed' && download.activityId === activityId ? download.message ?? '' : '',
      download: () => { if (activityId) void downloadList(activityId) },
      sync,
      syncNow: () => { void syncNow() },
      reports: state.reports.map(r => ({
        id: r.id,
        text: r.outcome === 'conflict'
          ? t('reception.offline.conflict', { name: r.name ?? '—', code: r.code, desk: r.first_desk || t('reception.offline.anotherDesk'), first: r.first_at ? time(r.first_at) : '—', at: time(r.at) })
          : r.outcome === 'not_found'
            ? t('reception.offline.notFound', { code: r.code, at: time(r.at) })
            : t('reception.offline.notApproved', { name: r.name ?? '—', code: r.code, at: time(r.at) }),
      })),
      dismissReports: () => update(s => ({ ...s, reports: [] })),
    },
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
      /**
       * Found already checked in (by the server, or on this device's list and queue): said before any confirm, and
       * nothing to confirm (the server would refuse a second check-in, 4150).
       */
      alreadyWarning: current.step === 'found' && ticket.status === 3
        ? (ticket.attended ? t('reception.checkin.alreadyAt', { time: time(ticket.attended) }) : t('reception.checkin.already'))
        : '',
    } : undefined,
    confirm: () => { void confirm() },
    next: () => { setCurrent({ step: 'idle' }); setCode('') },
  }
}

export type ReceptionCheckinData = ReturnType<typeof useReceptionCheckin>
