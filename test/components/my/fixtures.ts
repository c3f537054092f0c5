import { SESSION_KEYS } from '@/stores/SessionStore'

/** A platform storage holding a session for `userId`, so a screen opens signed in (renderScreen's `platform.storage`). */
export function signedInStorage(userId: string) {
  const stored = new Map<string, string>([[SESSION_KEYS.token, 'x'], [SESSION_KEYS.userId, userId]])
  return {
    get: (key: string) => stored.get(key) ?? null,
    set: (key: string, value: string) => { stored.set(key, value) },
    remove: (key: string) => { stored.delete(key) },
  }
}
