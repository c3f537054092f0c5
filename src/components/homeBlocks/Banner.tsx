import { useEffect, useMemo } from 'react'
import { observer } from 'mobx-react'
import type { MeetingBlock } from '@fu-types/entities'
import { useStores } from '@/stores'
import { whenIdle } from '@/platform'
import { localize } from '@/core/localize'
import { openConfiguredLink } from './openLink'
import { BannerSlides } from './BannerSlides'
import { useCoverCounts } from './useCoverCounts'

/**
 * Banner covers (SPEC §7): a cover is counted as shown when it comes on screen, once per visit, and a tap on it is
 * counted before its link opens (useCoverCounts).
 */
export const Banner = observer(function Banner({ block, variant }: { block: MeetingBlock; variant: 'mobile' | 'desktop' }) {
  const { language, platform } = useStores()
  const covers = useMemo(() => block.covers ?? [], [block.covers])
  const meetingId = block.meeting_id
  const { showCover, countOpen } = useCoverCounts(meetingId, covers)
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
        countOpen(cover)
        openConfiguredLink(cover.link, platform.pageProtocol())
      }}
    />
  )
})
