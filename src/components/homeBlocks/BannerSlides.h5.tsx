import { useEffect, useRef, useState } from 'react'
import { View } from '@tarojs/components'
import { Action } from '@/components/Action'
import type { MeetingCover } from './bannerTypes'
import { BannerImage } from './BannerImage'

const INTERVAL_MS = 5000

/**
 * The banner's slides in the H5 build: a row that scrolls sideways with CSS scroll snapping (swipe, trackpad, the
 * dots), advancing every 5 s unless the visitor is on it or asked for reduced motion. Written here rather than with a
 * carousel library because the browser does the sliding; Taro's H5 swiper would add 76 KB of script to the home page.
 */
export function BannerSlides({ covers, variant, label, onShow, onOpen }: {
  covers: readonly MeetingCover[]
  variant: 'mobile' | 'desktop'
  label: string
  onShow: (index: number) => void
  onOpen: (cover: MeetingCover) => void
}) {
  const track = useRef<HTMLElement | null>(null)
  const [current, setCurrent] = useState(0)
  const [paused, setPaused] = useState(false)

  const goTo = (index: number) => {
    const element = track.current
    if (element) element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' })
  }

  useEffect(() => {
    const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    if (covers.length < 2 || paused || reduced) return undefined
    const timer = setInterval(() => goTo((current + 1) % covers.length), INTERVAL_MS)
    return () => clearInterval(timer)
  }, [covers.length, current, paused])

  const onScroll = () => {
    const element = track.current
    if (!element || !element.clientWidth) return
    const index = Math.round(element.scrollLeft / element.clientWidth)
    if (index !== current) {
      setCurrent(index)
      onShow(index)
    }
  }

  return (
    <View
      className={`fu-banner fu-banner--${variant} fu-banner--snap`}
      onTouchStart={() => setPaused(true)}
      onTouchEnd={() => setPaused(false)}
      {...{ onMouseEnter: () => setPaused(true), onMouseLeave: () => setPaused(false), onFocus: () => setPaused(true), onBlur: () => setPaused(false) }}
    >
      <View className='fu-banner__track' ref={element => { track.current = element as unknown as HTMLElement | null }} {...{
        onScroll,
        // A scrollable region is reachable by keyboard: Tab to it, arrows move between covers.
        tabIndex: 0,
        role: 'region',
        'aria-label': label,
        onKeyDown: (event: { key?: string }) => {
          if (event.key === 'ArrowRight') goTo(Math.min(current + 1, covers.length - 1))
          if (event.key === 'ArrowLeft') goTo(Math.max(current - 1, 0))
        },
      }}>
        {covers.map((cover, index) => (
          <View key={cover._id} className='fu-banner__slide'>
            <BannerImage cover={cover} label={`${label} ${index + 1}`} onOpen={onOpen} />
          </View>
        ))}
      </View>
      {covers.length > 1 ? (
        <View className='fu-banner__dots'>
          {covers.map((cover, index) => (
            <Action
              key={cover._id}
              className={`fu-banner__dot${index === current ? ' fu-banner__dot--current' : ''}`}
              aria={{ 'aria-label': `${label} ${index + 1}`, 'aria-pressed': index === current }}
              onPress={() => goTo(index)}
            >
              {null}
            </Action>
          ))}
        </View>
      ) : null}
    </View>
  )
}
