import { type ErrorKey, isBlank } from './result'

/** Kinds of identity document the registration form and the ID scan accept (SPEC §5). */
type IdDocumentKind =
  /** 18-digit mainland resident ID card. */
  | 'mainland_id'
  /** 18-digit residence permit for Hong Kong, Macao and Taiwan residents (prefix 810000 / 820000 / 830000). */
  | 'hmt_residence_permit'
  /** Home Return Permit of Hong Kong / Macao residents: H or M plus 8 digits (10 on older cards). */
  | 'hk_macao_permit'
  /** Mainland Travel Permit of Taiwan residents: 8 digits (10 on older cards). */
  | 'taiwan_permit'

// ISO 7064 MOD 11-2 as used by GB 11643.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK_CHARS = '10X98765432'
const PROVINCES = new Set(
  ['11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37'].concat(
    ['41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65'],
  ),
)
const RESIDENCE_PERMIT_PREFIXES = ['810000', '820000', '830000']

/** The check character for the first 17 digits. */
export function idCheckDigit(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]
  return CHECK_CHARS[sum % 11]
}

/** YYYYMMDD is a real calendar date from 1900 on, and not after `now` when given (ms). */
export function isValidBirthDate(yyyymmdd: string, now?: number): boolean {
  if (!/^\d{8}$/.test(yyyymmdd)) return false
  const year = Number(yyyymmdd.slice(0, 4))
  const month = Number(yyyymmdd.slice(4, 6))
  const day = Number(yyyymmdd.slice(6, 8))
  if (year < 1900) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return real && (now === undefined || date.getTime() <= now)
}

function normalize(value: string): string {
  return value.trim().toUpperCase()
}

/** 17 digits + check character, a valid birth date, and the right check character. */
function isEighteenDigitId(id: string, now?: number): boolean {
  return /^\d{17}[\dX]$/.test(id) && isValidBirthDate(id.slice(6, 14), now) && idCheckDigit(id) === id[17]
}

export function isMainlandIdNumber(value: string, now?: number): boolean {
  const id = normalize(value)
  return PROVINCES.has(id.slice(0, 2)) && isEighteenDigitId(id, now)
}

export function isResidencePermitNumber(value: string, now?: number): boolean {
  const id = normalize(value)
  return RESIDENCE_PERMIT_PREFIXES.includes(id.slice(0, 6)) && isEighteenDigitId(id, now)
}

function isHongKongMacaoPermit(value: string): boolean {
  return /^[HM](\d{8}|\d{10})$/.test(normalize(value))
}

function isTaiwanPermit(value: string): boolean {
  return /^(\d{8}|\d{10})$/.test(normalize(value))
}

/** Which document a number is, or null when it is none we accept. */
export function idDocumentKind(value: string | null | undefined, now?: number): IdDocumentKind | null {
  if (!value) return null
  if (isMainlandIdNumber(value, now)) return 'mainland_id'
  if (isResidencePermitNumber(value, now)) return 'hmt_residence_permit'
  if (isHongKongMacaoPermit(value)) return 'hk_macao_permit'
  if (isTaiwanPermit(value)) return 'taiwan_permit'
  return null
}

export function validateIdNumber(value: string | null | undefined, { required = true, now }: { required?: boolean; now?: number } = {}): ErrorKey | null {
  if (isBlank(value)) return required ? 'validation.idNumber.required' : null
  return idDocumentKind(value, now) ? null : 'validation.idNumber.invalid'
}
