/**
 * The rules of the layout draft in the console (issue 28): which fields each block kind has (the server's
 * layoutKinds.ts checks them), a new block of a kind, and moving an item in a list.
 */
import type { LayoutBlock, LayoutBlockKind, LayoutNavigationEntry } from '@fu-types/api'

/** The options a kind has besides its titles. */
export type LayoutOption = 'limit' | 'covers' | 'content'

/** Every kind the home draws, in the order the console offers them. */
export const LAYOUT_KINDS: readonly (readonly [LayoutBlockKind, readonly LayoutOption[]])[] = [
  ['banner', ['covers']],
  ['navigation', ['limit']],
  ['for_you', []],
  ['news', ['limit']],
  ['lives', ['limit']],
  ['agendas', ['limit']],
  ['activities', ['limit']],
  ['exhibitors', ['limit']],
  ['speakers', ['limit']],
  ['rich_text', ['content']],
]

export const optionsOf = (kind: LayoutBlockKind): readonly LayoutOption[] => LAYOUT_KINDS.find(([k]) => k === kind)?.[1] ?? []

/** How many items a list block shows when the organiser has not said (components/homeBlocks/useBlockLists.ts). */
export const DEFAULT_BLOCK_LIMIT = 4
export const MAX_BLOCK_LIMIT = 20

/** A new block of `kind`, its titles still to write. */
export function blankBlock(kind: LayoutBlockKind): LayoutBlock {
  const options = optionsOf(kind)
  return {
    type: kind,
    title: {},
    ...(options.includes('limit') ? { limit: kind === 'navigation' ? 9 : DEFAULT_BLOCK_LIMIT } : {}),
    ...(options.includes('covers') ? { covers: [{ img: '', link: '' }] } : {}),
    ...(options.includes('content') ? { content: {} } : {}),
  }
}

/** The list with item `index` moved by `delta` places (kept inside the list); the same list when it cannot move. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list]
  const next = [...list]
  const [item] = next.splice(index, 1)
  next.splice(to, 0, item)
  return next
}

/** A block as PUT …/layout takes it: its kind's fields only (the server refuses any other, such as its weight). */
export function blockInput(block: LayoutBlock): LayoutBlock {
  const options = optionsOf(block.type)
  return {
    ...(block._id ? { _id: block._id } : {}),
    type: block.type,
    title: block.title,
    ...(options.includes('limit') && block.limit !== undefined ? { limit: block.limit } : {}),
    ...(block.type === 'navigation' && block.layout ? { layout: block.layout } : {}),
    ...(options.includes('covers') ? { covers: (block.covers ?? []).map(c => ({ ...(c._id ? { _id: c._id } : {}), img: c.img, link: c.link ?? '' })) } : {}),
    ...(options.includes('content') ? { content: block.content ?? {} } : {}),
  }
}

/** A navigation entry as PUT …/layout takes it. */
export function entryInput(entry: LayoutNavigationEntry): LayoutNavigationEntry {
  return {
    ...(entry._id ? { _id: entry._id } : {}),
    title: entry.title, link: entry.link, mobile_link: entry.mobile_link ?? '', cover: entry.cover ?? '', display: entry.display ?? 1,
  }
}
