import type { ReceptionStatus } from '@fu-types/entities'
import type { Display } from '../display'
import type { ReceptionConfirmKey, ReceptionStatusKey } from '../messages'

export function receptionDisplay(status: ReceptionStatus): Display<ReceptionStatusKey> {
  return status === 1 ? { key: 'reception.status.received', tone: 'green' } : { key: 'reception.status.notReceived', tone: 'grey' }
}

/** Staff toggle either way (SPEC §4). */
export function toggledReception(status: ReceptionStatus): ReceptionStatus {
  return status === 1 ? 0 : 1
}

/** The question the confirm dialog asks before toggling from this status. */
export function receptionConfirmKey(status: ReceptionStatus): ReceptionConfirmKey {
  return status === 1 ? 'reception.confirm.unreceive' : 'reception.confirm.receive'
}
