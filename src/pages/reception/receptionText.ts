import type { ReceptionStatus } from '@fu-types/entities'
import type { ReceptionGuestView } from '@/api/reception'
import { ApiError } from '@/api/http'
import { receptionDisplay } from '@/core'
import type { MessageKey } from '@/i18n'
import type { Tone } from '@/core/display'

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** A guest's state in one phase: a phase without a record is not received (SPEC §4). */
export function phaseStatus(guest: Pick<ReceptionGuestView, 'phases'>, phaseId: string): ReceptionStatus {
  return guest.phases.find(p => p.phase_id === phaseId)?.status ?? 0
}

export function statusBadge(t: Translate, status: ReceptionStatus): { text: string; tone: Tone } {
  const display = receptionDisplay(status)
  return { text: t(display.key), tone: display.tone }
}

/** The server's not-found notice (SPEC §6: not staff, not a guest, no match). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** A code the server will not take as a query code (400): for the person, nobody has it. */
export const isUnknownCode = (error: unknown) => isNotFound(error) || (error instanceof ApiError && error.status === 400)

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))
