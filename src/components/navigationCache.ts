import type { Category } from '@fu-types/entities'
import type { KeyValueStorage } from '@/platform'

/**
 * The meeting's navigation as last loaded, kept on the device (like the ticket pass, ../pages/my/registration/ticket/
 * passCache.ts): a page opened again without a network (the service worker's copy) still shows the top bar's and the
 * tab bar's entries instead of a failure. One entry per meeting, rewritten whenever the navigation loads; it is public.
 */
const key = (meetingId: string) => `fu.navigation.${meetingId}`

/** What the entries are made of (router/navigationEntries): no more is kept. */
type KeptItem = Pick<Category, '_id' | 'meeting_id' | 'type' | 'title' | 'weight' | 'link' | 'mobile_link' | 'cover'>

export function keepNavigation(storage: KeyValueStorage, meetingId: string, items: readonly Category[]): void {
  const kept: KeptItem[] = items.map(({ _id, meeting_id, type, title, weight, link, mobile_link, cover }) => ({ _id, meeting_id, type, title, weight, link, mobile_link, cover }))
  storage.set(key(meetingId), JSON.stringify(kept))
}

export function keptNavigation(storage: KeyValueStorage, meetingId: string): Category[] | undefined {
  try {
    const value: unknown = JSON.parse(storage.get(key(meetingId)) ?? 'null')
    return Array.isArray(value) ? (value as Category[]).filter(item => item?.meeting_id === meetingId) : undefined
  } catch {
    return undefined
  }
}
