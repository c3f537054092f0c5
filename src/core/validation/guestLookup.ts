import { type FieldErrors, isBlank } from './result'
import { validatePhone } from './contact'

/** How a guest looks themself up (SPEC §2 guest query, §6 guests by phone or query code). */
export type GuestLookup = { by: 'code'; code: string } | { by: 'phone'; name: string; phone: string }

/** The query code on an invitation: 4–32 letters or digits, as the server checks it. */
const QUERY_CODE = /^[A-Za-z0-9]{4,32}$/

export function validateGuestLookup(lookup: GuestLookup): FieldErrors<'code' | 'name' | 'phone'> {
  if (lookup.by === 'code') return QUERY_CODE.test(lookup.code.trim()) ? {} : { code: 'reception.query.codeInvalid' }
  const errors: FieldErrors<'code' | 'name' | 'phone'> = {}
  if (isBlank(lookup.name)) errors.name = 'reception.query.nameRequired'
  const phone = validatePhone(lookup.phone)
  if (phone) errors.phone = phone
  return errors
}
