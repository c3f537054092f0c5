import { Image } from '@tarojs/components'
import { useStores } from '@/stores'
import { imageAlt } from './a11y'

interface RemoteImageProps {
  src: string
  className?: string
  mode?: 'aspectFill' | 'aspectFit' | 'widthFix' | 'scaleToFill'
  /** What the image shows, for screen readers; '' for decoration. */
  label: string
  onClick?: () => void
  /** Load only when near the viewport (default); off for what is on screen at once, e.g. a banner. */
  lazy?: boolean
}

/** An image the server gave, with the runtime's URL (the mini-program needs our origin), loaded lazily. */
export function RemoteImage({ src, className, mode = 'aspectFill', label, onClick, lazy = true }: RemoteImageProps) {
  const { platform } = useStores()
  return <Image className={className} src={platform.mediaUrl(src)} mode={mode} lazyLoad={lazy} {...imageAlt(label)} onClick={onClick} />
}
