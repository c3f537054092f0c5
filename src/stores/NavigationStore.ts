import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { Category } from '@fu-types/entities'
import { listCategories } from '@/api/categories'
import type { LoadStatus } from './MeetingStore'

/**
 * The meeting's navigation entries (GET /navigation/categories, public, limit 20), loaded once per meeting for the
 * whole session: the mobile tab bar and the desktop top bar of every page read them from here.
 */
export class NavigationStore {
  items: Category[] = []
  meetingId: string | undefined = undefined
  status: LoadStatus = 'idle'
  error: string | undefined = undefined

  constructor() {
    // The entries are replaced whole, never edited in place: a reference, not a deep observable copy (issue 15).
    makeAutoObservable(this, { items: observable.ref })
  }

  /** Loads the entries of `meetingId` unless they are loaded or loading already (`force`: again, e.g. a retry). */
  async load(meetingId: string, force = false): Promise<void> {
    if (!force && this.meetingId === meetingId && (this.status === 'ready' || this.status === 'loading')) return
    this.meetingId = meetingId
    this.status = 'loading'
    this.error = undefined
    try {
      const items = await listCategories('navigation', { meeting_id: meetingId, display: 1 })
      runInAction(() => {
        if (this.meetingId !== meetingId) return
        this.items = items.filter(item => item.display !== 0)
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        if (this.meetingId !== meetingId) return
        this.status = 'failed'
        this.error = e instanceof Error ? e.message : String(e)
      })
    }
  }
}
