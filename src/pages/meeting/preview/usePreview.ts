import type { Category, MeetingBlock } from '@fu-types/entities'
import { listCategories } from '@/api/categories'
import { blockVersions, meetingBlocks } from '@/api/meetings'
import { ApiError } from '@/api/http'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { formatTimeRange } from '@/core/time'
import { localize } from '@/core/localize'
import { loginUrl, routeUrl } from '@/router/links'
import { openUrl } from '@/router/navigate'
import { useStores } from '@/stores'

interface PreviewLayout {
  blocks: MeetingBlock[]
  /** The draft's navigation entries (the tab bar and the desktop menu), shown ones only. */
  navigation: Category[]
  /** The draft's version, or null when the meeting has no draft (the released layout is shown). */
  draft: number | null
  released: number | null
}

/**
 * /preview (organisers): the meeting home built from the draft layout (block_draft_version, GET /meeting/blocks with
 * that version) and its navigation (GET /navigation/categories with that version) instead of the released ones, under
 * a banner saying it is a preview. The server keeps the draft to
 * organisers: a visitor is told so, a guest asked to sign in.
 */
export function usePreview(shown: ScreenMeeting) {
  const { session, language } = useStores()
  const t = language.t
  const { id: meetingId } = shown
  const signedIn = session.loggedIn
  const layout = useRemote<PreviewLayout | 'forbidden'>(async () => {
    if (!meetingId || !signedIn) return new Promise<never>(() => undefined)
    const versions = await blockVersions(meetingId)
    const draft = versions.find(v => v.stage === 'draft')?.version ?? null
    const released = versions.find(v => v.stage === 'release')?.version ?? null
    try {
      const [blocks, navigation] = await Promise.all([
        meetingBlocks(meetingId, draft ?? undefined),
        listCategories('navigation', { meeting_id: meetingId, display: 1, version: draft ?? undefined }),
      ])
      return { blocks: [...blocks].sort((a, b) => b.weight - a.weight), navigation: navigation.filter(item => item.display !== 0), draft, released }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 401)) return 'forbidden'
      throw error
    }
  }, [meetingId, signedIn, session.userId])

  const meeting = shown.loaded
  const data = layout.data
  const inMeeting = meetingId ? { meeting_id: meetingId } : {}
  return {
    t,
    state: !signedIn ? 'signed-out' as const : data === 'forbidden' ? 'forbidden' as const : 'ready' as const,
    status: !signedIn ? 'ready' as const : layout.status,
    error: layout.error,
    retry: layout.retry,
    title: meeting ? localize(meeting.title, language.language) : '',
    dates: meeting ? formatTimeRange(meeting.start, meeting.end, meeting.timezone) : '',
    blocks: data && data !== 'forbidden' ? data.blocks : [],
    navigation: data && data !== 'forbidden' ? data.navigation : [],
    meetingId,
    banner: data && data !== 'forbidden'
      ? data.draft !== null
        ? t('mine.preview.banner', { draft: data.draft, released: data.released ?? '-' })
        : t('mine.preview.noDraft')
      : '',
    signIn: () => { void openUrl(loginUrl(routeUrl('preview', inMeeting), meetingId)) },
    openHome: () => { void openUrl(routeUrl('meetingHome', inMeeting)) },
  }
}

export type PreviewData = ReturnType<typeof usePreview>
