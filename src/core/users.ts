import type { IdField, ObjectId, User } from '@fu-types/entities'

/** `_id` as a string, from `_id` or the older `{ $id }` wrapper. */
export function idOf(id: IdField | null | undefined): ObjectId | undefined {
  if (!id) return undefined
  return typeof id === 'string' ? id : id.$id || undefined
}

export function userId(user: Pick<User, '_id'> | null | undefined): ObjectId | undefined {
  return idOf(user?._id)
}

/** SPEC §5: a user has an e-mail when contact.email is set. */
export function hasEmail(user: Pick<User, 'contact'> | null | undefined): boolean {
  return !!user?.contact?.email?.trim()
}

/** SPEC §5: a user has an industry when industries is non-empty. */
export function hasIndustry(user: Pick<User, 'industries'> | null | undefined): boolean {
  return !!user?.industries && user.industries.length > 0
}

/** The server's picture for people without a photo (server/lib/users.ts gives new users the same). */
export const DEFAULT_AVATAR = '/fu/static/avatar-default.svg'

export function avatarOf(user: Pick<User, 'avatar'> | null | undefined, defaultAvatar: string = DEFAULT_AVATAR): string {
  return user?.avatar?.trim() || defaultAvatar
}
