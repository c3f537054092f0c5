import { useState } from 'react'
import type { ReceptionGuestView, ReceptionPhaseView, ReceptionStaff } from '@/api/reception'
import { queryGuests, receptionGuests, receptionPhases, receptionStaff } from '@/api/reception'
import { localize } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import type { GuestRowData } from '../GuestRow'
import { errorText, isNotFound, isUnknownCode } from '../receptionText'

const SEARCH_LIMIT = 20

/** The desk: who I am here (or a refusal), the phases with their counts, then a guest search and a code scan. */
type Desk = { refused: true } | { refused: false; staff: ReceptionStaff; phases: ReceptionPhaseView[] }

type Search =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; guests: ReceptionGuestView[]; total: number }
  | { status: 'failed'; message: string }

/** The staff desk's data and actions (SPEC §6: staff recognised by registered phone). */
export function useReceptionStaff(meeting: ScreenMeeting) {
  const { language, meeting: meetingStore, flows } = useStores()
  const t = language.t
  const lang = language.language
  const { id: meetingId } = meeting
  const desk = useRemote<Desk>(async () => {
    if (!meetingId) return new Promise<never>(() => undefined)
    try {
      const staff = await receptionStaff(meetingId)
      return { refused: false, staff, phases: await receptionPhases(meetingId) }
    } catch (error) {
      if (isNotFound(error)) return { refused: true }
      throw error
    }
  }, [meetingId])

  const [keyword, setKeyword] = useState('')
  const [search, setSearch] = useState<Search>({ status: 'idle' })
  const [manualOpen, setManualOpen] = useState(false)
  const [code, setCode] = useState('')
  const [scanNote, setScanNote] = useState('')

  const openGuest = (guestId: string) => { void navigateTo('receptionStaffGuest', { guest_id: guestId, meeting_id: meetingId }) }

  const runSearch = async () => {
    const word = keyword.trim()
    if (!meetingId || !word) return
    setSearch({ status: 'searching' })
    try {
      const envelope = await receptionGuests({ meeting_id: meetingId, keyword: word, limit: SEARCH_LIMIT })
      setSearch({ status: 'done', guests: envelope.results ?? [], total: envelope.total ?? 0 })
    } catch (error) {
      setSearch({ status: 'failed', message: errorText(error) })
    }
  }

  /** A scanned or typed code: one guest opens at once, several are listed, none is said. */
  const findByCode = async (raw: string) => {
    const found = raw.trim()
    if (!meetingId || !found) return
    setScanNote('')
    try {
      const guests = await queryGuests({ meeting_id: meetingId, query_code: found })
      if (guests.length === 1) openGuest(guests[0]._id)
      else setSearch({ status: 'done', guests, total: guests.length })
    } catch (error) {
      setScanNote(isUnknownCode(error) ? t('reception.scan.notFound', { code: found }) : errorText(error))
    }
  }

  const scan = async () => {
    setScanNote('')
    try {
      const outcome = await flows.scanCode({ wechatAppId: meetingStore.meeting?.wechat_authorize?.authorizer_appid })
      if (outcome.status === 'scanned') await findByCode(outcome.code)
      else if (outcome.status === 'manual') setManualOpen(true)
    } catch {
      setManualOpen(true)
      setScanNote(t('reception.scan.failed'))
    }
  }

  const ready = desk.data && !desk.data.refused ? desk.data : undefined
  const roleTitle = ready ? localize(ready.staff.role_title, lang) : ''
  const results: GuestRowData[] = search.status === 'done'
    ? search.guests.map(g => ({ id: g._id, name: g.name, title: g.title, avatar: g.avatar }))
    : []

  return {
    t,
    status: desk.status,
    error: desk.error,
    retry: desk.retry,
    refused: desk.data?.refused === true,
    roleTitle,
    phases: (ready?.phases ?? []).map(p => ({ id: p._id, title: localize(p.title, lang), received: p.received_total })),
    keyword,
    setKeyword,
    search,
    results,
    runSearch: () => { void runSearch() },
    manualOpen,
    code,
    setCode,
    // The field's text at the Enter (a scanner's), not the last rendered state.
    submitCode: (typed?: string) => { void findByCode(typed ?? code) },
    scan: () => { void scan() },
    scanNote,
    openCheckin: () => { void navigateTo('receptionCheckin', { meeting_id: meetingId }) },
    openPhase: (phaseId: string) => { void navigateTo('receptionPhase', { phase_id: phaseId, meeting_id: meetingId }) },
    openGuest,
  }
}

export type ReceptionStaffData = ReturnType<typeof useReceptionStaff>
