import type { CheckinReport, DeskList, QueuedCheckin } from '@/core/offlineCheckin'
import type { KeyValueStorage } from '@/platform'
import { getChunked, setChunked } from '@/platform/chunkedStorage'

/**
 * What a check-in desk keeps on the device per meeting (issue 16: offline check-in), through the platform's storage
 * (localStorage in H5, the mini-program's storage): the downloaded guest lists by activity, the queue of check-ins
 * not synced yet, and the sync's reports not read yet. Survives a reload, so nothing queued is lost. Each is kept in
 * chunks when large (platform/chunkedStorage): a big event's guest list is more than WeChat's 1 MB per key.
 */
export interface DeskState {
  lists: Record<string, DeskList>
  queue: QueuedCheckin[]
  reports: CheckinReport[]
}

const keys = (meetingId: string) => ({ lists: `fu.desk.lists.${meetingId}`, queue: `fu.desk.queue.${meetingId}`, reports: `fu.desk.reports.${meetingId}` })

function read<T>(storage: KeyValueStorage, key: string, empty: T): T {
  try {
    return (JSON.parse(getChunked(storage, key) ?? 'null') as T | null) ?? empty
  } catch {
    return empty
  }
}

export function loadDesk(storage: KeyValueStorage, meetingId: string): DeskState {
  const k = keys(meetingId)
  return { lists: read(storage, k.lists, {}), queue: read(storage, k.queue, []), reports: read(storage, k.reports, []) }
}

export function saveDesk(storage: KeyValueStorage, meetingId: string, state: DeskState): void {
  const k = keys(meetingId)
  setChunked(storage, k.lists, JSON.stringify(state.lists))
  setChunked(storage, k.queue, JSON.stringify(state.queue))
  setChunked(storage, k.reports, JSON.stringify(state.reports))
}

/** A queue entry's id, unique on this device (the server answers by it, and a re-sent queue by desk + id). */
export const checkinId = (nowMs = Date.now()) => `${nowMs.toString(36)}-${Math.random().toString(36).slice(2, 10)}`
