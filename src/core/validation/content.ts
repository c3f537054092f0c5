import { type ErrorKey, charCount, isBlank } from './result'

const DEMAND_TITLE_MIN = 5
export const LONG_TEXT_MAX = 500

/** Demand title: required, at least 5 characters (SPEC §5). */
export function validateDemandTitle(title: string | null | undefined): ErrorKey | null {
  if (isBlank(title)) return 'validation.demand.title.required'
  return charCount(title) < DEMAND_TITLE_MIN ? 'validation.demand.title.tooShort' : null
}

/** Answers and descriptions: at most 500 characters; required unless told otherwise. */
export function validateLongText(text: string | null | undefined, { required = true } = {}): ErrorKey | null {
  if (isBlank(text)) return required ? 'validation.text.required' : null
  return charCount(text) > LONG_TEXT_MAX ? 'validation.text.tooLong' : null
}

export function validateComment(text: string | null | undefined): ErrorKey | null {
  return isBlank(text) ? 'validation.comment.required' : null
}

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png']
const IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png']

/** Uploads are jpg or png only: the MIME type decides when known, else the file name. */
export function isJpgOrPng(file: { name?: string; type?: string }): boolean {
  if (file.type) return IMAGE_MIME_TYPES.includes(file.type.toLowerCase())
  const ext = (file.name ?? '').split(/[?#]/)[0].split('.').pop() ?? ''
  return (file.name ?? '').includes('.') && IMAGE_EXTENSIONS.includes(ext.toLowerCase())
}

export function validateImage(file: { name?: string; type?: string }): ErrorKey | null {
  return isJpgOrPng(file) ? null : 'validation.image.type'
}
