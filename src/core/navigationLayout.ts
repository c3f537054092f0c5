/**
 * How many navigation entries fit in a bar before the rest go under "more": by count in the mobile tab bar, by
 * an estimate of the labels' width in the desktop top bar (no DOM measuring, so the mini-program and tests agree).
 */

interface Overflow<T> {
  visible: T[]
  more: T[]
}

/** At most `slots` items; when there are more, the last slot becomes "more" and holds the rest. */
export function splitBySlots<T>(items: readonly T[], slots: number): Overflow<T> {
  if (items.length <= slots) return { visible: [...items], more: [] }
  const shown = Math.max(0, slots - 1)
  return { visible: items.slice(0, shown), more: items.slice(shown) }
}

// CJK, kana and hangul glyphs are about twice as wide as Latin letters at the same font size.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/

/** A label's width in px at `fontPx`, estimated generously (Latin ≈ 0.6 em, CJK 1 em). */
export function labelWidth(label: string, fontPx: number): number {
  let em = 0
  for (const char of label) em += WIDE.test(char) ? 1 : 0.6
  return Math.ceil(em * fontPx)
}

/**
 * The items that fit in `budget` px, each `widthOf(item)` wide; when not all fit, room is kept for the "more"
 * button (`moreWidth`) and the rest go under it.
 */
export function splitByWidth<T>(items: readonly T[], widthOf: (item: T) => number, budget: number, moreWidth: number): Overflow<T> {
  const widths = items.map(widthOf)
  if (widths.reduce((sum, w) => sum + w, 0) <= budget) return { visible: [...items], more: [] }
  let used = moreWidth
  let count = 0
  while (count < items.length && used + widths[count] <= budget) used += widths[count++]
  return { visible: items.slice(0, count), more: items.slice(count) }
}
