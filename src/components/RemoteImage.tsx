import { Image } from '@tarojs/components'
import { useStores } from '@/stores'

interface RemoteImageProps {
  src: string
  className?: string
  mode?: 'aspectFill' | 'aspectFit' | 'widthFix' | 'scaleToFill'
  /** What the image shows, for screen readers; '' for decoration. */
  label: string
  onClick?: () => void
}

/** An image the server gave, with the runtime's URL (the mini-program needs our origin), loaded lazily. */
export function RemoteImage({ src, className, mode = 'aspectFill', label, onClick }: RemoteImageProps) {
  const { platform } = useStores()
  return <Image className={className} src={platform.mediaUrl(src)} mode={mode} lazyLoad ariaLabel={label} onClick={onClick} />
}
