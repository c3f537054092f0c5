import type { KeyValueStorage } from '@/platform/types'

const STORAGE_KEY = 'fu.meetingSearch.recent'
export const RECENT_MAX = 8

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The list with `keyword` first, once (case-insensitive), at most RECENT_MAX long. */
export function withRecent(list: readonly string[], keyword: string): string[] {
  return [keyword, ...list.filter(k => !same(k, keyword))].slice(0, RECENT_MAX)
}

/** The list without `keyword` (case-insensitive). */
export function withoutRecent(list: readonly string[], keyword: string): string[] {
  return list.filter(k => !same(k, keyword))
}

/** Popular keywords not already among the recent ones (case-insensitive): one keyword, one button on the screen. */
export function notRecent(popular: readonly string[], recent: readonly string[]): string[] {
  return popular.filter(k => !recent.some(r => same(r, k)))
}

/** Recent searches as kept in platform storage; anything unreadable reads as none. */
export function readRecent(storage: KeyValueStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(STORAGE_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string' && k.trim() !== '').slice(0, RECENT_MAX) : []
  } catch {
    return []
  }
}

export function writeRecent(storage: KeyValueStorage, list: readonly string[]): void {
  if (list.length) storage.set(STORAGE_KEY, JSON.stringify(list))
  else storage.remove(STORAGE_KEY)
}
