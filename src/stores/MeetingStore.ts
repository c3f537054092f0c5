import { makeAutoObservable, runInAction } from 'mobx'
import type { LanguageCode, Meeting } from '@fu-types/entities'
import { fetchMeeting, fetchMeetingByDomain } from '@/api/meetings'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed'

export class MeetingStore {
  meeting: Meeting | undefined = undefined
  status: LoadStatus = 'idle'
  error: string | undefined = undefined

  /** `customDomain` answers the custom domain this page runs on, if any (SPEC §1: it opens its default meeting). */
  constructor(private readonly customDomain: () => string | undefined = () => undefined) {
    makeAutoObservable<MeetingStore, 'customDomain'>(this, { customDomain: false })
  }

  get enabledLanguages(): LanguageCode[] {
    const flags = this.meeting?.config?.language
    if (!flags) return []
    return (Object.keys(flags) as LanguageCode[]).filter(code => flags[code] === 1)
  }

  async load(meetingId?: string): Promise<void> {
    this.status = 'loading'
    this.error = undefined
    try {
      const domain = meetingId ? undefined : this.customDomain()
      const meeting = domain ? await fetchMeetingByDomain(domain) : await fetchMeeting(meetingId)
      runInAction(() => {
        this.meeting = meeting
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        this.status = 'failed'
        this.error = e instanceof Error ? e.message : String(e)
      })
    }
  }
}
