import { useState } from 'react'
import type { Timestamp } from '@fu-types/entities'
import { PROPOSAL_DURATIONS, proposalDays, proposalStarts, type ProposalDuration } from '@/core/appointmentProposal'
import { bookingDayLabel } from '@/core/appointmentSlots'

/** A day of the meeting: its date, and why it cannot be chosen when no slot of it can be booked. */
export interface DayChoice { value: string; label: string; note: string; disabled: boolean; chosen: boolean }

interface StartChoice { time: string; label: string; disabled: boolean; chosen: boolean }
interface DurationChoice { minutes: ProposalDuration; chosen: boolean }

/**
 * The picks of a proposed time (an exhibitor without slots, issue 25): a day of the meeting from today on, a start on
 * the half hour (past ones shown, not offered) and a length; `start` / `end` (unix seconds) once a start is chosen.
 */
export function useTimeProposal(meeting: { start: Timestamp; end: Timestamp } | undefined, timezone: string | undefined, now: number) {
  const [pickedDay, setPickedDay] = useState('')
  const [pickedTime, setPickedTime] = useState('')
  const [duration, setDuration] = useState<ProposalDuration>(PROPOSAL_DURATIONS[0])

  const days = proposalDays(meeting, now, timezone)
  const day = days.includes(pickedDay) ? pickedDay : days[0] ?? ''
  const starts = day ? proposalStarts(day, now, timezone) : []
  const chosen = starts.find(s => s.time === pickedTime && !s.past)
  return {
    /** Whether any day is left to propose a time on. */
    open: days.length > 0,
    day,
    dates: days.map((key): DayChoice => ({ value: key, label: bookingDayLabel(key), note: '', disabled: false, chosen: key === day })),
    starts: starts.map((s): StartChoice => ({ time: s.time, label: s.time, disabled: s.past, chosen: s.time === chosen?.time })),
    durations: PROPOSAL_DURATIONS.map((minutes): DurationChoice => ({ minutes, chosen: minutes === duration })),
    start: chosen?.start ?? null,
    end: chosen ? chosen.start + duration * 60 : null,
    chooseDay: (key: string) => { setPickedDay(key); setPickedTime('') },
    chooseTime: setPickedTime,
    chooseDuration: setDuration,
    clearTime: () => setPickedTime(''),
  }
}

