import { type ErrorKey, type FieldErrors, charCount, hasDirectionControl, isBlank } from './result'
import { validateEmail, validatePhone } from './contact'
import { validateLongText } from './content'

/** The booth one asks for: a shell-scheme standard booth (3 m × 3 m units) or raw space to build on. */
export const BOOTH_TYPES = ['standard', 'raw'] as const
export type BoothType = (typeof BOOTH_TYPES)[number]
/** One standard booth unit in m²; standard booths come in whole units. */
const STANDARD_BOOTH_UNIT = 9
/** Raw space starts at 36 m² (four units); no stand is larger than a hall's 1,000 m² island. */
const RAW_SPACE_MIN = 36
const BOOTH_AREA_MAX = 1000
const COMPANY_NAME_MAX = 100
const CONTACT_NAME_MAX = 40

/** An application to exhibit (POST /meetings/{id}/exhibitor/apply) as the form holds it. */
export interface ExhibitorApplicationForm {
  company: string
  contact_name: string
  phone: string
  email?: string
  /** An exhibitor category (hall / zone) of the meeting. */
  category_id: string
  booth_type: BoothType | ''
  /** m², as typed. */
  booth_area: string | number
  /** Booth wishes in words (position, neighbours, power): optional, at most 500 characters. */
  note?: string
}

export type ExhibitorApplicationField = keyof ExhibitorApplicationForm

/** The booth area's problem for this booth type, or null: a whole number, standard in 9 m² units, raw from 36 m². */
export function validateBoothArea(type: BoothType | '', area: string | number): ErrorKey | null {
  const text = String(area ?? '').trim()
  if (!text) return 'validation.exhibitorApply.area.required'
  if (!/^\d{1,5}$/.test(text)) return 'validation.exhibitorApply.area.invalid'
  const m2 = Number(text)
  if (m2 <= 0 || m2 > BOOTH_AREA_MAX) return 'validation.exhibitorApply.area.invalid'
  if (type === 'standard' && m2 % STANDARD_BOOTH_UNIT !== 0) return 'validation.exhibitorApply.area.standardUnit'
  if (type === 'raw' && m2 < RAW_SPACE_MIN) return 'validation.exhibitorApply.area.rawMinimum'
  return null
}

/**
 * An application to exhibit (SPEC §5 rules): company and contact name required (100 / 40 characters at most), the
 * contact's mainland mobile, an e-mail that is valid when given, a category, a booth type and an area that fits it,
 * and booth wishes of at most 500 characters.
 */
export function validateExhibitorApplication(form: ExhibitorApplicationForm): FieldErrors<ExhibitorApplicationField> {
  const errors: FieldErrors<ExhibitorApplicationField> = {}
  if (isBlank(form.company)) errors.company = 'validation.exhibitorApply.company.required'
  else if (charCount(form.company) > COMPANY_NAME_MAX) errors.company = 'validation.text.tooLong'
  else if (hasDirectionControl(form.company)) errors.company = 'validation.name.directionControl'
  if (isBlank(form.contact_name)) errors.contact_name = 'validation.exhibitorApply.contact.required'
  else if (charCount(form.contact_name) > CONTACT_NAME_MAX) errors.contact_name = 'validation.text.tooLong'
  else if (hasDirectionControl(form.contact_name)) errors.contact_name = 'validation.name.directionControl'
  const phone = validatePhone(form.phone)
  if (phone) errors.phone = phone
  const email = validateEmail(form.email)
  if (email) errors.email = email
  if (isBlank(form.category_id)) errors.category_id = 'validation.exhibitorApply.category.required'
  if (!(BOOTH_TYPES as readonly string[]).includes(form.booth_type)) errors.booth_type = 'validation.exhibitorApply.boothType.required'
  const area = validateBoothArea(form.booth_type, form.booth_area)
  if (area) errors.booth_area = area
  const note = validateLongText(form.note, { required: false })
  if (note) errors.note = note
  return errors
}
