import { forwardRef, useEffect, useRef, type CSSProperties, type ForwardedRef, type SyntheticEvent } from 'react'

type ImageMode = 'scaleToFill' | 'aspectFit' | 'aspectFill' | 'widthFix' | 'heightFix' | 'top' | 'bottom' | 'center' | 'left' | 'right' | 'top left' | 'top right' | 'bottom left' | 'bottom right'
type ImageLoadEvent = SyntheticEvent<HTMLImageElement> & { detail: { width: number; height: number } }
/** Taro's Image props (@tarojs/components types them for our screens); the rest (onClick, aria…) go to the box. */
interface ImageProps {
  /** The <img>'s own attributes (components/a11y.ts: its alt). */
  nativeProps?: Record<string, unknown>
  src: string
  mode?: ImageMode
  className?: string
  style?: CSSProperties
  lazyLoad?: boolean
  onLoad?: (event: ImageLoadEvent) => void
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void
}

/**
 * Taro's HTML Image, same markup and classes (`div.taro-img` > `img.taro-img__mode-…`, lazy until 300 px from the
 * viewport), with one difference: Taro's reads the <img>'s layout size on every load, listened to or not, which forces
 * the browser to lay out the whole page there (≈ 90 ms of a phone's start, issue 15). This one tells a load only to an
 * onLoad, with the image's own size, as WeChat's load event does (its `detail` is the picture's width and height).
 */
export const Image = forwardRef(function Image({ nativeProps, src, mode, className, style, lazyLoad, onLoad, onError, ...rest }: ImageProps, ref: ForwardedRef<HTMLDivElement>) {
  const img = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const element = img.current
    if (!lazyLoad || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      element.src = src
      return
    }
    const observer = new IntersectionObserver(entries => {
      if (!entries[entries.length - 1].isIntersecting) return
      element.src = src
      observer.disconnect()
    }, { rootMargin: '300px 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [lazyLoad, src])
  const load = onLoad && ((event: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth: width, naturalHeight: height } = event.currentTarget
    Object.defineProperty(event, 'detail', { enumerable: true, writable: true, value: { width, height } })
    onLoad(event as ImageLoadEvent)
  })
  const imageClass = `taro-img__mode-${(mode || 'scaleToFill').toLowerCase().replace(/\s/g, '')}`
  const boxClass = ['taro-img', mode === 'widthFix' && 'taro-img__widthfix', className].filter(Boolean).join(' ')
  return (
    <div ref={ref} className={boxClass} style={style ?? {}} {...rest}>
      <img ref={img} className={imageClass} {...(lazyLoad ? { 'data-src': src } : { src })} onLoad={load} onError={onError} {...nativeProps} />
    </div>
  )
})
