import { RemoteImage } from '@/components/RemoteImage'
import type { MeetingCover } from './bannerTypes'

/** One banner cover: the picture, named by the banner and its place, opening the cover's link. */
export function BannerImage({ cover, label, onOpen }: { cover: MeetingCover; label: string; onOpen: (cover: MeetingCover) => void }) {
  return <RemoteImage className='fu-banner__img' src={cover.img} mode='aspectFill' lazy={false} label={label} onClick={() => onOpen(cover)} />
}
