/**
 * Brings an element of the page into view by its id, moving as little as it can (block 'nearest'): a new answer of
 * the copilot starts below the fold once the conversation is longer than the screen. H5: the element's own
 * scrollIntoView (it moves whichever container scrolls, the page or a desktop dock); the mini-program:
 * pageScrollTo with the element's selector (its pages scroll as a whole).
 */
import Taro from '@tarojs/taro'

export function scrollIntoView(id: string): void {
  if (process.env.TARO_ENV === 'weapp') {
    Taro.pageScrollTo({ selector: `#${id}`, duration: 200 }).catch(() => undefined)
    return
  }
  const element = typeof document === 'undefined' ? null : document.getElementById(id)
  if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
}
