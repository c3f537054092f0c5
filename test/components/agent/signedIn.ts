import type { Platform } from '@/platform'

/** A platform storage that holds a session (token and user id): the stores start signed in, as after a reload. */
export function signedInStorage(userId: string, token = 'x'.repeat(32)): Platform['storage'] {
  const held: Record<string, string> = { token, user_id: userId }
  return {
    get: key => held[key] ?? null,
    set: (key, value) => { held[key] = value },
    remove: key => { delete held[key] },
  }
}
