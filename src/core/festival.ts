/**
 * Rules of the cultural-festival section (/sichuan-culture): where the festival stands today, heritage items by
 * category, the venue plan's markers and their keyboard order, a rebuilt project's stage. Pure: `now` in ms.
 */
import type { Timestamp } from '@fu-types/entities'
import { dayKey } from './agenda'
import { DEFAULT_TIMEZONE, toMs } from './time'

const DAY_MS = 24 * 3600 * 1000

/** Whole calendar days from one `YYYY-MM-DD` to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

type FestivalPhase =
  | { phase: 'upcoming'; days: number; inDays: number }
  | { phase: 'running'; days: number; day: number }
  | { phase: 'over'; days: number }

/**
 * The festival at `now` in its zone: how many calendar days it runs, and either how many days until it opens
 * (0 = later today), which day of it today is (1-based), or that it is over.
 */
export function festivalPhase(start: Timestamp, end: Timestamp, now: number, timezone: string = DEFAULT_TIMEZONE): FestivalPhase {
  const first = dayKey(start, timezone)
  const last = dayKey(Math.max(start, end - 1), timezone)
  const today = dayKey(now, timezone)
  const days = daysBetween(first, last) + 1
  if (now < toMs(start)) return { phase: 'upcoming', days, inDays: Math.max(0, daysBetween(today, first)) }
  if (now >= toMs(end)) return { phase: 'over', days }
  return { phase: 'running', days, day: Math.min(days, daysBetween(first, today) + 1) }
}

interface CategorySection<T> {
  /** The category's id; '' for items whose category is not (or no longer) listed. */
  id: string
  items: T[]
}

/**
 * Items under their categories in the categories' order (empty categories left out), the rest last under ''.
 * Within a category: by `listed` year when the items have one (oldest first, a timeline), else as given.
 */
export function itemsByCategory<T extends { category: string; listed?: number }>(items: readonly T[], categoryIds: readonly string[]): CategorySection<T>[] {
  const known = new Set(categoryIds)
  const sections = [...categoryIds, ''].map(id => ({ id, items: items.filter(item => (id ? item.category === id : !known.has(item.category))) }))
  return sections
    .filter(section => section.items.length > 0)
    .map(section => ({ ...section, items: [...section.items].sort((a, b) => (a.listed ?? 0) - (b.listed ?? 0)) }))
}

interface PlanPoint { _id: string; x: number; y: number; area?: { x: number; y: number; w: number; h: number } }

/** A point kept on the plan: coordinates outside it are clamped to its edge, not dropped. */
export function clampToPlan<T extends PlanPoint>(point: T, plan: { width: number; height: number }): T {
  const clamp = (v: number, max: number) => (Number.isFinite(v) ? Math.min(max, Math.max(0, v)) : 0)
  return { ...point, x: clamp(point.x, plan.width), y: clamp(point.y, plan.height) }
}

/** The markers in reading order (top to bottom, then left to right): the order Tab and the arrow keys follow. */
export function markerOrder<T extends PlanPoint>(points: readonly T[], plan: { width: number; height: number }): T[] {
  const row = plan.height / 8
  return points.map(point => clampToPlan(point, plan))
    .sort((a, b) => Math.floor(a.y / row) - Math.floor(b.y / row) || a.x - b.x || a._id.localeCompare(b._id))
}

/** The marker an arrow key (or Home / End) moves to from `current`, wrapping round; null for any other key. */
export function nextMarker(count: number, current: number, key: string): number | null {
  if (count <= 0) return null
  switch (key) {
    case 'ArrowRight': case 'ArrowDown': return (current + 1) % count
    case 'ArrowLeft': case 'ArrowUp': return (current - 1 + count) % count
    case 'Home': return 0
    case 'End': return count - 1
    default: return null
  }
}

/** A rebuilt-heritage project's stage: done at 100 %, else ongoing with its progress kept within 0–100. */
export function projectStage(progress: number | undefined): { done: boolean; percent: number } {
  const percent = Math.round(Math.min(100, Math.max(0, Number.isFinite(progress) ? Number(progress) : 0)))
  return { done: percent >= 100, percent }
}
