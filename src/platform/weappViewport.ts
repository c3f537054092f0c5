/**
 * The mini-program's page viewport for long lists (components/WindowedRows, platform/pageViewport.ts). The rows live
 * in the view layer: their boxes come from a selector query of the list's scope (its CustomWrapper, or the page),
 * a moment after the render that placed them, and the page's scroll comes from the page's onPageScroll.
 */
import { useState } from 'react'
import Taro, { usePageScroll } from '@tarojs/taro'
import type { ListLayout, PageViewport } from './pageViewport'

/** While the page scrolls the list looks again at most this often (onPageScroll fires many times a second). */
export const SCROLL_CHECK_MS = 50

/** What the logic layer holds of a rendered element (the ref of a Taro View): its id in the view layer and its place. */
interface TaroNodeLike {
  sid?: string
  uid?: string
  nodeType?: number
  className?: string
  parentNode?: TaroNodeLike | null
  childNodes?: TaroNodeLike[]
  /** The page or CustomWrapper instance whose setData renders this element (set on their root elements only). */
  ctx?: { createSelectorQuery(): SelectorQuery } | null
}

interface Box { top: number; bottom: number; rowGap?: string }
interface NodesRef { boundingClientRect(): SelectorQuery; fields(fields: Record<string, unknown>): SelectorQuery }
interface SelectorQuery { select(selector: string): NodesRef; exec(callback: (results: (Box | null)[]) => void): void }

const idOf = (node: TaroNodeLike) => node.uid || node.sid
const isSpacer = (node: TaroNodeLike, spacerClass: string) => (node.className ?? '').split(/\s+/).includes(spacerClass)

/** The page or CustomWrapper the element renders in: a selector query sees only the elements of its own scope. */
function scopeOf(node: TaroNodeLike): TaroNodeLike['ctx'] {
  for (let at: TaroNodeLike | null | undefined = node; at; at = at.parentNode) if (at.ctx) return at.ctx
  return null
}

function windowHeight(): number {
  try {
    return Taro.getWindowInfo().windowHeight
  } catch {
    return Taro.getSystemInfoSync().windowHeight
  }
}

function measure(list: unknown, spacerClass: string, done: (layout: ListLayout) => void): void {
  const node = list as TaroNodeLike | null
  const scope = node && idOf(node) ? scopeOf(node) : null
  if (!node || !scope) return
  const rows = (node.childNodes ?? []).filter(child => child.nodeType === 1 && !isSpacer(child, spacerClass) && idOf(child))
  const query = scope.createSelectorQuery()
  query.select(`#${idOf(node)}`).fields({ rect: true, computedStyle: ['rowGap'] })
  for (const row of rows) query.select(`#${idOf(row)}`).boundingClientRect()
  // After the setData of the render that placed these rows (Taro's nextTick waits for it): the query sees them.
  Taro.nextTick(() => query.exec(([box, ...boxes]) => {
    if (!box) return
    // A row the view layer does not show yet ends what can be measured: the blocks are counted from the first row.
    const shown = boxes.findIndex(row => !row)
    const placed = (shown < 0 ? boxes : boxes.slice(0, shown)) as Box[]
    done({
      top: box.top,
      viewportHeight: windowHeight(),
      rowGap: parseFloat(box.rowGap ?? '') || 0,
      rows: placed.map(row => ({ top: row.top - box.top, bottom: row.bottom - box.top })),
    })
  }))
}

/** A viewport whose `pageScrolled` the page's onPageScroll calls. */
export function createWeappViewport(): PageViewport & { pageScrolled(): void } {
  const listeners = new Set<() => void>()
  return {
    isolatesUpdates: true,
    measure,
    pageScrolled: () => listeners.forEach(listener => listener()),
    // No keyboard focus to follow in the mini-program: onFocusRow is never called.
    watch(_list, _spacerClass, onChange) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const schedule = () => {
        if (timer !== undefined) return
        timer = setTimeout(() => { timer = undefined; onChange() }, SCROLL_CHECK_MS)
      }
      listeners.add(schedule)
      return () => {
        listeners.delete(schedule)
        if (timer !== undefined) clearTimeout(timer)
      }
    },
  }
}

/** The viewport of the page the calling component is on, following that page's scroll. */
export function useWeappViewport(): PageViewport {
  const [viewport] = useState(createWeappViewport)
  usePageScroll(() => viewport.pageScrolled())
  return viewport
}
