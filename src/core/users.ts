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

/** The server's picture for people without a photo (server/modules/accounts/users.ts gives new users the same). */
export const DEFAULT_AVATAR = '/fu/static/avatar-default.svg'

export function avatarOf(user: Pick<User, 'avatar'> | null | undefined, defaultAvatar: string = DEFAULT_AVATAR): string {
  return user?.avatar?.trim() || defaultAvatar
}

/** A person as others see them (the server's personDoc): a name, or null while they have not named themselves. */
interface PersonRef { username?: string | null; work?: { title?: string | null; company?: string | null } | null }

/** Title and company, as one line ('' when neither is given): how two people of the same name are told apart. */
export function personWork(person: PersonRef | null | undefined): string {
  return [person?.work?.title, person?.work?.company].map(part => part?.trim()).filter(Boolean).join(' · ')
}

/** The person's name, or the screen's neutral word for someone unnamed (t('common.visitor')): never a phone fragment. */
export function personName(person: PersonRef | null | undefined, unnamed: string): string {
  return person?.username?.trim() || unnamed
}

/**
 * The one way a person is labelled for others (demands, questions, appointments, chats, threads): the name or the
 * neutral word, with title and company beside it when given ("Lin Fang · Buyer · Harbour Solar").
 */
export function personLabel(person: PersonRef | null | undefined, unnamed: string): string {
  const work = personWork(person)
  return work ? `${personName(person, unnamed)} · ${work}` : personName(person, unnamed)
}
