import { useEffect } from 'react'
import { recordMeetingAction } from '@/api/meetings'
import { listMeetingIntroductions, type MeetingIntroduction } from '@/api/meetingInfo'
import { localize, splitRichText } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

/**
 * /meeting/introduction (content_id; without one, the meeting's first introduction): one of the meeting's
 * introduction contents as organiser rich text in chunks under the byte limit (SPEC §5, §9), with links to the others.
 * Each content shown is recorded once (POST /meetings/{id}/content/views with the content as target).
 */
export function useMeetingIntroduction(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language } = useStores()
  const lang = language.language
  const { id: meetingId } = meeting
  const contentId = query.content_id || ''
  const all = useRemote<MeetingIntroduction[]>(
    () => (meetingId ? listMeetingIntroductions({ meeting_id: meetingId }).then(page => page.results ?? []) : new Promise<never>(() => undefined)),
    [meetingId],
  )
  const contents = all.data ?? []
  const current = contentId ? contents.find(c => c._id === contentId) : contents[0]
  const currentId = current?._id

  useEffect(() => {
    if (meetingId && currentId) recordMeetingAction(meetingId, 'content/views', { target_id: currentId }).catch(() => undefined)
  }, [meetingId, currentId])

  const html = current ? localize(current.content, lang) : ''
  const missing = all.status === 'ready' && !current
  return {
    t: language.t,
    status: all.status,
    error: all.error,
    retry: all.retry,
    /** 'missing': the asked-for content does not exist; 'none': the organiser published no introduction. */
    absent: missing ? (contentId ? 'missing' as const : 'none' as const) : null,
    title: current ? localize(current.title, lang) : '',
    /** The organiser's HTML in chunks under 30720 bytes; each is sanitised when rendered (components/RichText). */
    chunks: html ? splitRichText(html) : [],
    others: contents.filter(c => c._id !== currentId).map(c => ({ id: c._id, title: localize(c.title, lang) })),
    openOther: (id: string) => { void navigateTo('meetingIntroduction', { content_id: id }) },
  }
}

export type MeetingIntroductionData = ReturnType<typeof useMeetingIntroduction>
