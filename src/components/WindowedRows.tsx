import { Children, cloneElement, isValidElement, useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { CustomWrapper, View } from '@tarojs/components'
import { usePageViewport, type ListLayout } from '@/platform/pageViewport'
import { srRole } from './a11y'

/** A row's place in a windowed list, which WindowedRows gives each row: a row that is a component spreads it on its listitem. */
export interface ListPlace { 'aria-posinset'?: number; 'aria-setsize'?: number }

/** Rows go in and out of the page a block at a time: 12 keeps a grid of 1, 2, 3 or 4 columns aligned. */
const ROW_BLOCK = 12
/** A list of up to this many rows renders whole: windowing pays off only for long lists. */
export const WINDOW_FROM = 48
const SPACER = 'fu-windowed__spacer'
/** A block not measured yet counts as this tall until the measured ones give an average. */
const GUESSED_BLOCK_PX = 1200

/** Blocks `first`..`last` are rendered; the rest stand as spacers of their measured (or guessed) height. */
type Range = readonly [first: number, last: number]

/** Records the heights of the rendered blocks, each with its trailing gap (top of one block to top of the next). */
function measureBlocks(layout: ListLayout, [first, last]: Range, heights: Map<number, number>) {
  for (let block = first; block <= last; block++) {
    const at = (block - first) * ROW_BLOCK
    const start = layout.rows[at]
    if (!start) break
    const next = layout.rows[at + ROW_BLOCK]
    const bottom = Math.max(...layout.rows.slice(at, at + ROW_BLOCK).map(row => row.bottom))
    const height = next ? next.top - start.top : bottom - start.top + layout.rowGap
    if (height > 0) heights.set(block, height)
  }
}

/** The blocks that meet the viewport with one screen of overscan either side, and the focused row's block with its neighbours. */
function blocksToRender(layout: ListLayout, blocks: number, size: (block: number) => number, focusedBlock: number | undefined): Range {
  const from = -layout.top - layout.viewportHeight
  const to = -layout.top + 2 * layout.viewportHeight
  let first = -1
  let last = blocks - 1
  let offset = 0
  for (let block = 0; block < blocks; block++) {
    const height = size(block)
    if (first < 0 && offset + height > from) first = block
    if (offset >= to) { last = Math.max(block - 1, first); break }
    offset += height
  }
  if (first < 0) first = blocks - 1
  if (focusedBlock !== undefined && focusedBlock < blocks) {
    first = Math.min(first, Math.max(0, focusedBlock - 1))
    last = Math.max(last, Math.min(blocks - 1, focusedBlock + 1))
  }
  return [first, last]
}

/**
 * A list (`role="list"`) whose rows are `children`, one element each. Once it is long (more than WINDOW_FROM rows) only
 * the rows near the viewport are in the page, a block of ROW_BLOCK at a time; the others
 * stand as spacers of their measured height, so rows of any height, and grids of cards, keep their place and the
 * scroll bar its length. Each row then says its place (`aria-posinset` of `aria-setsize`) since the DOM no longer has
 * all of them; the block a keyboard focus is in stays rendered with its neighbours, so Tab and Shift+Tab reach the
 * next and previous rows (the browser scrolls to the focused row, which brings the rows around it in).
 * In the mini-program the list is measured in the view layer as the page scrolls (platform/weappViewport) and renders
 * inside a CustomWrapper, so a change of its rows is the list's own setData, not the page's.
 */
export function WindowedRows({ className, children }: { className: string; children: ReactNode }) {
  const rows = Children.toArray(children).filter(isValidElement) as ReactElement[]
  const count = rows.length
  const viewport = usePageViewport()
  const windowed = viewport !== undefined && count > WINDOW_FROM
  const blocks = Math.ceil(count / ROW_BLOCK)
  const list = useRef<unknown>(null)
  // Plain holders read by the scroll handler between renders (not state: a new height alone renders nothing).
  const [memory] = useState(() => ({ heights: new Map<number, number>(), rowGap: 0, focusedBlock: undefined as number | undefined }))
  const [range, setRange] = useState<Range>([0, 1])
  const rangeRef = useRef(range)
  rangeRef.current = range

  const size = (block: number) => {
    const known = memory.heights.get(block)
    if (known !== undefined) return known
    const measured = [...memory.heights.values()]
    return measured.length ? measured.reduce((a, b) => a + b, 0) / measured.length : GUESSED_BLOCK_PX
  }

  const update = () => {
    if (!viewport || !windowed) return
    const measured = rangeRef.current
    viewport.measure(list.current, SPACER, layout => {
      // The rows measured are those of `measured`; once another range is rendered, its own render measures again.
      if (rangeRef.current !== measured) return
      memory.rowGap = layout.rowGap
      measureBlocks(layout, measured, memory.heights)
      const next = blocksToRender(layout, blocks, size, memory.focusedBlock)
      if (next[0] !== measured[0] || next[1] !== measured[1]) setRange(next)
    })
  }
  const updateRef = useRef(update)
  updateRef.current = update

  // After each render that changed what is shown: measure the new rows, and widen or move the window if needed.
  useLayoutEffect(() => { updateRef.current() }, [count, range, windowed])

  useEffect(() => {
    if (!viewport || !windowed) return undefined
    return viewport.watch(list.current, SPACER, () => updateRef.current(), renderedRow => {
      memory.focusedBlock = rangeRef.current[0] + Math.floor(renderedRow / ROW_BLOCK)
      updateRef.current()
    })
  }, [viewport, windowed, memory])

  // The mini-program's native pages: a CustomWrapper makes the list its own setData scope, so a further page of rows
  // or a move of the window updates the list's subtree instead of travelling through the whole page's data.
  const scoped = (listView: ReactElement) => (viewport?.isolatesUpdates ? <CustomWrapper>{listView}</CustomWrapper> : listView)
  if (!windowed) return scoped(<View className={className} ref={list} {...srRole('list')}>{children}</View>)

  const first = Math.min(range[0], blocks - 1)
  const last = Math.min(Math.max(range[1], first), blocks - 1)
  const spacer = (key: string, from: number, to: number) => {
    let height = 0
    for (let block = from; block < to; block++) height += size(block)
    // The list's gap stands after (or before) the spacer as it stood after the rows it replaces.
    height -= memory.rowGap
    return height > 0 ? <View key={key} className={SPACER} aria-hidden style={{ height: `${height}px`, gridColumn: '1 / -1' }} /> : null
  }
  const shown = rows.slice(first * ROW_BLOCK, (last + 1) * ROW_BLOCK).map((row, at) => {
    const index = first * ROW_BLOCK + at
    return cloneElement(row as ReactElement<Record<string, unknown>>, { 'aria-posinset': index + 1, 'aria-setsize': count })
  })
  return scoped(
    <View className={className} ref={list} {...srRole('list')}>
      {first > 0 ? spacer('before', 0, first) : null}
      {shown}
      {last < blocks - 1 ? spacer('after', last + 1, blocks) : null}
    </View>,
  )
}
