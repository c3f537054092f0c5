import type { Category, ObjectId, User } from '@fu-types/entities'
import { INDUSTRY_LIMIT, listCategories } from '@/api/categories'
import { useRemote } from '@/components/useRemote'
import { avatarOf, personName, userId } from '@/core/users'
import { localize } from '@/core/localize'
import { useStores } from '@/stores'

/** The server's default picture, for a person without one (SPEC §3). */

type ContactKind = 'phone' | 'email' | 'wechat'

/** One person as every connections screen shows them, already worded. */
export interface PersonView {
  id: ObjectId
  name: string
  avatar: string
  /** "title · company", or '' */
  work: string
  industries: string[]
  /** Only what the server gave: it sends contact details to the person, their friends (SPEC §6). */
  contacts: { kind: ContactKind; value: string }[]
  specialIdentity: boolean
}

export function personView(user: User, industryNames: ReadonlyMap<ObjectId, string>, unnamed: string): PersonView {
  const work = [user.work?.title, user.work?.company].map(part => part?.trim()).filter(Boolean).join(' · ')
  const contacts: PersonView['contacts'] = []
  if (user.phone) contacts.push({ kind: 'phone', value: user.area_code && user.area_code !== '86' ? `+${user.area_code} ${user.phone}` : user.phone })
  for (const email of new Set([user.contact?.email, user.contact_email].filter((e): e is string => !!e?.trim()))) contacts.push({ kind: 'email', value: email })
  if (user.contact_wechat?.trim()) contacts.push({ kind: 'wechat', value: user.contact_wechat.trim() })
  return {
    id: userId(user) ?? '',
    name: personName(user, unnamed),
    avatar: avatarOf(user),
    work,
    industries: (user.industries ?? []).map(id => industryNames.get(id)).filter((name): name is string => !!name),
    contacts,
    specialIdentity: user.special_identity === 1,
  }
}

/** Names of the meeting's industries (a person's tags); without them the tags are simply left out. */
export function useIndustryNames(meetingId: ObjectId | undefined): ReadonlyMap<ObjectId, string> {
  const { language } = useStores()
  const industries = useRemote<Category[]>(
    () => (meetingId ? listCategories('industry', { meeting_id: meetingId, limit: INDUSTRY_LIMIT }) : Promise.resolve([])),
    [meetingId],
  )
  return new Map((industries.data ?? []).map(c => [c._id, localize(c.title, language.language)]))
}
