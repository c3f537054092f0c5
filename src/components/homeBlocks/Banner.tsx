import { useCallback, useEffect, useMemo, useState } from 'react'
import { observer } from 'mobx-react'
import type { MeetingBlock } from '@fu-types/entities'
import { useStores } from '@/stores'
import { whenIdle } from '@/platform'
import { countCoverShown, recordMeetingAction } from '@/api/meetings'
import { localize } from '@/core/localize'
import { openConfiguredLink } from './openLink'
import { BannerSlides } from './BannerSlides'

/**
 * Banner covers (SPEC §7): a cover is counted as shown when it comes on screen, once per visit (PUT
 * covers/{cid}/show_total, and POST /meetings/{id}/cover/show), and a tap on it is counted (cover/views) before its link opens.
 */
export const Banner = observer(function Banner({ block, variant }: { block: MeetingBlock; variant: 'mobile' | 'desktop' }) {
  const { language, platform, session } = useStores()
  const covers = useMemo(() => block.covers ?? [], [block.covers])
  const meetingId = block.meeting_id
  const [counted] = useState(() => new Set<string>())
  const showCover = useCallback((index: number) => {
    const cover = covers[index]
    if (!cover || counted.has(cover._id)) return
    counted.add(cover._id)
    // The per-cover counter takes signed-in callers only (a guest's PUT answers 401); the meeting's record takes anyone.
    if (session.loggedIn) countCoverShown(meetingId, cover._id).catch(() => undefined)
    recordMeetingAction(meetingId, 'cover/show', { cover_id: cover._id }).catch(() => undefined)
  }, [covers, counted, meetingId, session])
  // The first cover shows with the banner (counted once the page is idle: nobody waits for it); the others as the
  // swiper brings them.
  useEffect(() => whenIdle(() => showCover(0)), [showCover])
  if (!covers.length) return null
  const label = localize(block.title, language.language)
  return (
    <BannerSlides
      covers={covers}
      variant={variant}
      label={label}
      onShow={showCover}
      onOpen={cover => {
        recordMeetingAction(meetingId, 'cover/views', { cover_id: cover._id }).catch(() => undefined)
        openConfiguredLink(cover.link, platform.pageProtocol())
      }}
    />
  )
})
