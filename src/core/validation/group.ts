import { type ErrorKey, type FieldErrors, isBlank, validateNameCharacters } from './result'
import { validateEmail, validatePhone } from './contact'

interface GroupMember {
  phone?: string
  area_code?: string
  email?: string
  id_number?: string
}

export type MemberField = 'phone' | 'email' | 'id_number'

/** Members (by index in the list given) who share one value of one field. */
interface MemberClash {
  field: MemberField
  value: string
  members: number[]
  key: ErrorKey
}

const DEFAULT_AREA_CODE = '86'

function comparable(member: GroupMember, field: MemberField): string {
  const raw = (member[field] ?? '').trim()
  if (!raw) return ''
  if (field === 'email') return raw.toLowerCase()
  if (field === 'id_number') return raw.toUpperCase()
  // 138… with no area code and with 86 / +86 are the same phone.
  const area = (member.area_code ?? '').trim().replace(/^\+/, '') || DEFAULT_AREA_CODE
  return `${area} ${raw.replace(/[\s-]/g, '')}`
}

/** Group members may not share phone, e-mail or ID number (SPEC §5): every clash, with who is involved. */
export function findMemberClashes(members: GroupMember[]): MemberClash[] {
  const clashes: MemberClash[] = []
  for (const field of ['phone', 'email', 'id_number'] as const) {
    const seen = new Map<string, number[]>()
    members.forEach((member, index) => {
      const value = comparable(member, field)
      if (value) seen.set(value, [...(seen.get(value) ?? []), index])
    })
    seen.forEach((indexes, value) => {
      if (indexes.length > 1) clashes.push({ field, value, members: indexes, key: `validation.group.duplicate.${field}` })
    })
  }
  return clashes
}

export interface GroupInfo {
  name?: string
  contactPerson?: string
  contactPhone?: string
  contactEmail?: string
}

/** Group info comes before members (SPEC §5): name, contact person, a mainland mobile, a valid e-mail if given. */
export function validateGroupInfo(info: GroupInfo): FieldErrors<keyof GroupInfo> {
  const errors: FieldErrors<keyof GroupInfo> = {}
  const name = isBlank(info.name) ? 'validation.group.name.required' : validateNameCharacters(info.name)
  if (name) errors.name = name
  const contactPerson = isBlank(info.contactPerson) ? 'validation.group.contactPerson.required' : validateNameCharacters(info.contactPerson)
  if (contactPerson) errors.contactPerson = contactPerson
  const phone = validatePhone(info.contactPhone)
  if (phone) errors.contactPhone = phone
  const email = validateEmail(info.contactEmail)
  if (email) errors.contactEmail = email
  return errors
}

/** A ticket type must be chosen and the amount be a whole number from 1 up to `max` (0 = no maximum). */
export function validateTicketChoice(priceId: string | null | undefined, amount: number, max = 0): FieldErrors<'ticket' | 'amount'> {
  const errors: FieldErrors<'ticket' | 'amount'> = {}
  if (isBlank(priceId)) errors.ticket = 'validation.ticket.required'
  if (!Number.isInteger(amount) || amount < 1 || (max > 0 && amount > max)) errors.amount = 'validation.amount.invalid'
  return errors
}
