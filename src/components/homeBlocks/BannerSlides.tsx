import { Swiper, SwiperItem } from '@tarojs/components'
import type { MeetingCover } from './bannerTypes'
import { BannerImage } from './BannerImage'

/**
 * The banner's slides in the mini-program: the native swiper (no cost there). The H5 build uses BannerSlides.h5.tsx
 * instead (Taro picks the file by build), which scrolls with CSS: Taro's H5 swiper brings a 76 KB carousel library.
 */
export function BannerSlides({ covers, variant, label, onShow, onOpen }: {
  covers: readonly MeetingCover[]
  variant: 'mobile' | 'desktop'
  label: string
  onShow: (index: number) => void
  onOpen: (cover: MeetingCover) => void
}) {
  return (
    <Swiper
      className={`fu-banner fu-banner--${variant}`}
      autoplay
      circular
      indicatorDots={covers.length > 1}
      interval={5000}
      onChange={event => onShow(event.detail.current)}
    >
      {covers.map((cover, index) => (
        <SwiperItem key={cover._id}>
          <BannerImage cover={cover} label={`${label} ${index + 1}`} onOpen={onOpen} />
        </SwiperItem>
      ))}
    </Swiper>
  )
}
