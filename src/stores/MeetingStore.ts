import { makeAutoObservable, runInAction } from 'mobx'
import type { LanguageCode, Meeting } from '@fu-types/entities'
import { fetchMeeting } from '@/api/meetings'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed'

export class MeetingStore {
  meeting: Meeting | undefined = undefined
  status: LoadStatus = 'idle'
  error: string | undefined = undefined

  constructor() {
    makeAutoObservable(this)
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
      const meeting = await fetchMeeting(meetingId)
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
