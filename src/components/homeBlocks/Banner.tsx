import { useEffect } from 'react'
import { Swiper, SwiperItem } from '@tarojs/components'
import { observer } from 'mobx-react'
import { RemoteImage } from '@/components/RemoteImage'
import type { MeetingBlock } from '@fu-types/entities'
import { useStores } from '@/stores'
import { countCoversShown } from '@/api/meetings'
import { localize } from '@/core/localize'
import { openConfiguredLink } from './openLink'

/** Banner covers; each display is counted once per visit (SPEC §7 covers/show_total). */
export const Banner = observer(function Banner({ block, variant }: { block: MeetingBlock; variant: 'mobile' | 'desktop' }) {
  const { language, platform } = useStores()
  const shown = block.covers
  useEffect(() => {
    if (shown?.length) countCoversShown(block.meeting_id, shown.map(c => c._id)).catch(() => undefined)
  }, [block.meeting_id, shown])
  const covers = shown ?? []
  if (!covers.length) return null
  const label = localize(block.title, language.language)
  return (
    <Swiper className={`fu-banner fu-banner--${variant}`} autoplay circular indicatorDots={covers.length > 1} interval={5000}>
      {covers.map((cover, index) => (
        <SwiperItem key={cover._id}>
          <RemoteImage
            className='fu-banner__img'
            src={cover.img}
            mode='aspectFill'
            lazy={false}
            label={`${label} ${index + 1}`}
            onClick={() => openConfiguredLink(cover.link, platform.pageProtocol())}
          />
        </SwiperItem>
      ))}
    </Swiper>
  )
})
