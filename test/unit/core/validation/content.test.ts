import { validateDemandTitle, validateLongText, validateComment, validateImage, isJpgOrPng } from '@/core/validation/content'
import { charCount } from '@/core/validation/result'

describe('demand title', () => {
  it('needs at least 5 characters', () => {
    expect(validateDemandTitle('abcd')).toBe('validation.demand.title.tooShort')
    expect(validateDemandTitle('abcde')).toBeNull()
  })
  it('counts CJK characters one each and ignores surrounding spaces', () => {
    expect(validateDemandTitle('采购需求公')).toBeNull()
    expect(validateDemandTitle('  采购需求  ')).toBe('validation.demand.title.tooShort')
  })
  it('is required', () => {
    expect(validateDemandTitle('   ')).toBe('validation.demand.title.required')
  })
})

describe('answers and descriptions', () => {
  it('allow exactly 500 characters and refuse 501', () => {
    expect(validateLongText('a'.repeat(500))).toBeNull()
    expect(validateLongText('a'.repeat(501))).toBe('validation.text.tooLong')
  })
  it('count an emoji as one character', () => {
    expect(charCount('😀'.repeat(500))).toBe(500)
    expect(validateLongText('😀'.repeat(500))).toBeNull()
  })
  it('are required unless told otherwise', () => {
    expect(validateLongText('')).toBe('validation.text.required')
    expect(validateLongText('', { required: false })).toBeNull()
  })
})

describe('comment', () => {
  it('is required', () => {
    expect(validateComment(' ')).toBe('validation.comment.required')
    expect(validateComment('Nice')).toBeNull()
  })
})

describe('images', () => {
  it('accepts jpg, jpeg and png by name, any case', () => {
    expect(isJpgOrPng({ name: 'a.JPG' })).toBe(true)
    expect(isJpgOrPng({ name: 'a.jpeg' })).toBe(true)
    expect(isJpgOrPng({ name: 'a.png' })).toBe(true)
  })
  it('refuses other types', () => {
    expect(validateImage({ name: 'a.gif' })).toBe('validation.image.type')
    expect(validateImage({ name: 'a.webp' })).toBe('validation.image.type')
    expect(validateImage({ name: 'png' })).toBe('validation.image.type')
    expect(validateImage({ name: 'photo.png.exe' })).toBe('validation.image.type')
  })
  it('lets the MIME type decide when known', () => {
    expect(isJpgOrPng({ name: 'a.png', type: 'image/gif' })).toBe(false)
    expect(isJpgOrPng({ name: 'blob', type: 'image/jpeg' })).toBe(true)
  })
})
