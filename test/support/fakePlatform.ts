import type { Platform } from '@/platform'

/** A platform faked at the adapter's edge, for stores and screens under test. */
export function fakePlatform(overrides: Partial<Platform> = {}): Platform & { stored: Map<string, string>; titles: string[] } {
  const stored = new Map<string, string>()
  const titles: string[] = []
  return {
    environment: 'browser',
    apiBase: 'http://127.0.0.1:0/fu/api',
    storage: {
      get: key => stored.get(key) ?? null,
      set: (key, value) => { stored.set(key, value) },
      remove: key => { stored.delete(key) },
    },
    preferredLanguages: () => [],
    pageProtocol: () => 'https:',
    setTitle: title => { titles.push(title) },
    deviceVariant: () => 'mobile',
    copyText: async () => true,
    stored,
    titles,
    ...overrides,
  }
}
