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

  /** The load under way, so a second asker (the home's navigation grid beside the tab bar) waits for the same answer. */
  private inFlight: { meetingId: string; promise: Promise<void> } | undefined = undefined

  constructor() {
    // The entries are replaced whole, never edited in place: a reference, not a deep observable copy (issue 15).
    makeAutoObservable<NavigationStore, 'inFlight'>(this, { items: observable.ref, inFlight: false })
  }

  /**
   * Loads the entries of `meetingId` unless they are loaded (`force`: again, e.g. a retry); while they load, every
   * asker gets the same promise: one request per meeting, however many parts of the page show the navigation.
   */
  load(meetingId: string, force = false): Promise<void> {
    if (!force && this.meetingId === meetingId) {
      if (this.status === 'ready') return Promise.resolve()
      if (this.status === 'loading' && this.inFlight?.meetingId === meetingId) return this.inFlight.promise
    }
    this.meetingId = meetingId
    this.status = 'loading'
    this.error = undefined
    const promise = this.fetch(meetingId)
    this.inFlight = { meetingId, promise }
    return promise
  }

  private async fetch(meetingId: string): Promise<void> {
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
