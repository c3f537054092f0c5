/**
 * The H5 Image (src/platform/htmlControlsImage.tsx): Taro's markup, lazy until near the viewport, and a load that nobody
 * listens to costs nothing: no layout size is read (reading one lays out the whole page there, issue 15).
 */
import { act, fireEvent, render } from '@testing-library/react'
import { Image } from '@/platform/htmlControlsImage'

/** Layout reads an <img> offers; any of them during a load forces the browser to lay the page out. */
const layoutGetters = ['width', 'height', 'offsetWidth', 'offsetHeight', 'clientWidth', 'clientHeight'] as const

function spyLayoutReads() {
  const spies = layoutGetters.flatMap(name => {
    const owner = [HTMLImageElement.prototype, HTMLElement.prototype, Element.prototype].find(p => Object.getOwnPropertyDescriptor(p, name)?.get)
    return owner ? [jest.spyOn(owner as unknown as Record<typeof name, number>, name, 'get')] : []
  })
  const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect')
  return { reads: () => [...spies, rect].reduce((sum, spy) => sum + spy.mock.calls.length, 0), restore: () => [...spies, rect].forEach(spy => spy.mockRestore()) }
}

describe('H5 Image', () => {
  it('renders Taro\'s box and picture, with the alt on the picture', () => {
    const { container } = render(<Image src='/a.png' mode='widthFix' className='cover' nativeProps={{ alt: 'Hall A' }} />)
    const box = container.firstElementChild as HTMLElement
    expect(box).toHaveClass('taro-img', 'taro-img__widthfix', 'cover')
    const img = box.querySelector('img')!
    expect(img).toHaveClass('taro-img__mode-widthfix')
    expect(img).toHaveAttribute('src', '/a.png')
    expect(img).toHaveAttribute('alt', 'Hall A')
  })

  it('reads no layout size when an image loads and nobody listens', () => {
    const { container } = render(<Image src='/a.png' mode='aspectFill' />)
    const layout = spyLayoutReads()
    try {
      fireEvent.load(container.querySelector('img')!)
      expect(layout.reads()).toBe(0)
    } finally {
      layout.restore()
    }
  })

  it('tells a listener the picture\'s own size, as WeChat does', () => {
    const onLoad = jest.fn()
    const { container } = render(<Image src='/a.png' onLoad={onLoad} />)
    const img = container.querySelector('img')!
    Object.defineProperty(img, 'naturalWidth', { value: 640 })
    Object.defineProperty(img, 'naturalHeight', { value: 360 })
    fireEvent.load(img)
    expect(onLoad).toHaveBeenCalledTimes(1)
    expect(onLoad.mock.calls[0][0].detail).toEqual({ width: 640, height: 360 })
  })

  it('loads a lazy image only when it comes within 300 px of the viewport', () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = []
    const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
    ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      entry: (typeof observers)[number]
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, disconnected: false }
        observers.push(this.entry)
      }
      observe() {}
      disconnect() { this.entry.disconnected = true }
    }
    try {
      const { container } = render(<Image src='/far.png' lazyLoad />)
      const img = container.querySelector('img')!
      expect(img).not.toHaveAttribute('src')
      expect(observers[0].options?.rootMargin).toBe('300px 0px')
      act(() => observers[0].callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver))
      expect(img).not.toHaveAttribute('src')
      act(() => observers[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
      expect(img).toHaveAttribute('src', '/far.png')
      expect(observers[0].disconnected).toBe(true)
    } finally {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original
    }
  })
})
