import { useCallback, useEffect, useMemo, useState } from 'react'
import { Swiper, SwiperItem } from '@tarojs/components'
import { observer } from 'mobx-react'
import { RemoteImage } from '@/components/RemoteImage'
import type { MeetingBlock } from '@fu-types/entities'
import { useStores } from '@/stores'
import { countCoverShown, recordMeetingAction } from '@/api/meetings'
import { localize } from '@/core/localize'
import { openConfiguredLink } from './openLink'

/**
 * Banner covers (SPEC §7): a cover is counted as shown when it comes on screen, once per visit (PUT
 * covers/{cid}/show_total, and POST /meetings/{id}/cover/show), and a tap on it is counted (cover/views) before its link opens.
 */
export const Banner = observer(function Banner({ block, variant }: { block: MeetingBlock; variant: 'mobile' | 'desktop' }) {
  const { language, platform } = useStores()
  const covers = useMemo(() => block.covers ?? [], [block.covers])
  const meetingId = block.meeting_id
  const [counted] = useState(() => new Set<string>())
  const showCover = useCallback((index: number) => {
    const cover = covers[index]
    if (!cover || counted.has(cover._id)) return
    counted.add(cover._id)
    countCoverShown(meetingId, cover._id).catch(() => undefined)
    recordMeetingAction(meetingId, 'cover/show', { cover_id: cover._id }).catch(() => undefined)
  }, [covers, counted, meetingId])
  // The first cover shows with the banner; the others as the swiper brings them.
  useEffect(() => { showCover(0) }, [showCover])
  if (!covers.length) return null
  const label = localize(block.title, language.language)
  return (
    <Swiper
      className={`fu-banner fu-banner--${variant}`}
      autoplay
      circular
      indicatorDots={covers.length > 1}
      interval={5000}
      onChange={event => showCover(event.detail.current)}
    >
      {covers.map((cover, index) => (
        <SwiperItem key={cover._id}>
          <RemoteImage
            className='fu-banner__img'
            src={cover.img}
            mode='aspectFill'
            lazy={false}
            label={`${label} ${index + 1}`}
            onClick={() => {
              recordMeetingAction(meetingId, 'cover/views', { cover_id: cover._id }).catch(() => undefined)
              openConfiguredLink(cover.link, platform.pageProtocol())
            }}
          />
        </SwiperItem>
      ))}
    </Swiper>
  )
})
