import type { LanguageCode, Meeting } from '@fu-types/entities'
import { localize } from './localize'

/** The meeting's share card (SPEC §3 config.wx_share_title / _desc / _cover), falling back to its title and cover. */
export function meetingShareCard(meeting: Meeting, language: LanguageCode): { title: string; description: string; cover?: string } {
  const config = meeting.config ?? {}
  return {
    title: localize(config.wx_share_title, language) || localize(meeting.title, language),
    description: localize(config.wx_share_desc, language),
    cover: config.wx_share_cover || meeting.cover,
  }
}
