import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { LanguageCode, Meeting } from '@fu-types/entities'
import { fetchMeeting, fetchMeetingByDomain } from '@/api/meetings'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed'

export class MeetingStore {
  meeting: Meeting | undefined = undefined
  status: LoadStatus = 'idle'
  error: string | undefined = undefined
  /** The meeting asked for by id does not exist (a well-formed id nobody has): the frame opens /404 (SPEC §8). */
  notFound = false

  /** `customDomain` answers the custom domain this page runs on, if any (SPEC §1: it opens its default meeting). */
  constructor(private readonly customDomain: () => string | undefined = () => undefined) {
    // The meeting is replaced whole, never edited in place: observed as a reference, not copied into a deep observable
    // (that copy of the whole meeting was ≈ 20 ms of the home's start on a throttled phone; issue 15).
    makeAutoObservable<MeetingStore, 'customDomain' | 'inFlight' | 'wanted'>(this, { customDomain: false, inFlight: false, wanted: false, meeting: observable.ref })
  }

  get enabledLanguages(): LanguageCode[] {
    const flags = this.meeting?.config?.language
    if (!flags) return []
    return (Object.keys(flags) as LanguageCode[]).filter(code => flags[code] === 1)
  }

  /** The id asked for last (undefined: the default meeting), so retry() asks again for the same one. */
  private wanted: string | undefined = undefined
  private inFlight: { key: string; promise: Promise<void> } | undefined = undefined

  /**
   * Makes the store hold meeting `meetingId` (or, without one, whichever meeting is held, else the default meeting):
   * the one load rule of every screen. Idempotent: a held meeting is not fetched again, a load under way is shared,
   * a failed one is not repeated (retry() is), and when the id changes the newest ask wins over a slower earlier one.
   */
  ensure(meetingId?: string): Promise<void> {
    const key = meetingId ?? ''
    if (this.inFlight && (this.inFlight.key === key || !meetingId)) return this.inFlight.promise
    if (meetingId ? this.meeting?._id === meetingId && this.status === 'ready' : this.status === 'ready') return Promise.resolve()
    if (this.status === 'failed' && this.wanted === meetingId) return Promise.resolve()
    return this.fetch(meetingId)
  }

  /** Asks again for the meeting that failed to load (a screen's retry). */
  retry(): Promise<void> {
    return this.fetch(this.wanted)
  }

  private fetch(meetingId: string | undefined): Promise<void> {
    const key = meetingId ?? ''
    this.wanted = meetingId
    this.status = 'loading'
    this.error = undefined
    this.notFound = false
    const promise = this.fetchNow(meetingId).finally(() => {
      if (this.inFlight?.promise === promise) this.inFlight = undefined
    })
    this.inFlight = { key, promise }
    return promise
  }

  private async fetchNow(meetingId: string | undefined): Promise<void> {
    try {
      const domain = meetingId ? undefined : this.customDomain()
      const meeting = domain ? await fetchMeetingByDomain(domain) : await fetchMeeting(meetingId)
      runInAction(() => {
        // A later ask for another meeting wins over this slower answer.
        if (this.wanted !== meetingId) return
        if (meetingId && !meeting) {
          this.status = 'failed'
          this.error = 'meeting not found'
          this.notFound = true
          return
        }
        this.meeting = meeting
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        if (this.wanted !== meetingId) return
        this.status = 'failed'
        this.error = e instanceof Error ? e.message : String(e)
      })
    }
  }
}
