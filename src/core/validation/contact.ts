import { type ErrorKey, type FieldErrors, isBlank } from './result'

/** Mainland China mobile: 11 digits, 1 then 3–9 (SPEC §5). */
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/
// The WHATWG e-mail pattern, plus at least one dot in the domain.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

export function isMainlandMobile(phone: string | null | undefined): boolean {
  return MAINLAND_MOBILE.test((phone ?? '').trim())
}

export function isEmail(email: string | null | undefined): boolean {
  return EMAIL.test((email ?? '').trim())
}

export function validatePhone(phone: string | null | undefined): ErrorKey | null {
  if (isBlank(phone)) return 'validation.phone.required'
  return isMainlandMobile(phone) ? null : 'validation.phone.invalid'
}

/** E-mail is optional unless `required`, but must be valid when given. */
export function validateEmail(email: string | null | undefined, { required = false } = {}): ErrorKey | null {
  if (isBlank(email)) return required ? 'validation.email.required' : null
  return isEmail(email) ? null : 'validation.email.invalid'
}

export function validateCode(code: string | null | undefined): ErrorKey | null {
  return isBlank(code) ? 'validation.code.required' : null
}

export interface LoginForm {
  method: 'phone' | 'email'
  phone?: string
  email?: string
  code?: string
  /** The privacy agreement box. */
  agreed: boolean
}

/** A code login: the account (phone or e-mail), the code, and the ticked privacy agreement (SPEC §5). */
export function validateLogin(form: LoginForm): FieldErrors<'phone' | 'email' | 'code' | 'agreed'> {
  const errors: FieldErrors<'phone' | 'email' | 'code' | 'agreed'> = {}
  const account = form.method === 'phone' ? validatePhone(form.phone) : validateEmail(form.email, { required: true })
  if (account) errors[form.method] = account
  const code = validateCode(form.code)
  if (code) errors.code = code
  if (!form.agreed) errors.agreed = 'validation.agreement.required'
  return errors
}
