import { platform as currentPlatform, type Platform } from '@/platform'
import { LanguageStore } from './LanguageStore'
import { MeetingStore } from './MeetingStore'

export class RootStore {
  readonly language: LanguageStore
  readonly meeting: MeetingStore

  constructor(readonly platform: Platform = currentPlatform(), queryLanguage?: string | null) {
    this.language = new LanguageStore(platform, queryLanguage)
    this.meeting = new MeetingStore()
  }
}
