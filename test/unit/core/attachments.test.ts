import { attachmentKind, attachmentOpening, formatFileSize } from '@/core'

describe('meeting documents (SPEC §9 extensions)', () => {
  it('opens PDFs and images in the page and downloads office files', () => {
    expect(attachmentOpening('exhibitor-manual.pdf')).toBe('pdf')
    expect(attachmentOpening('PDF')).toBe('pdf')
    for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp']) expect(attachmentOpening(ext)).toBe('image')
    for (const ext of ['doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'file', 'zip', '']) expect(attachmentOpening(ext)).toBe('download')
    expect(attachmentOpening('/fu/static/docs/plan.PNG?v=2')).toBe('image')
  })

  it('names the kind of a document by its extension', () => {
    expect(attachmentKind('xlsx')).toBe('document')
    expect(attachmentKind('pdf')).toBe('document')
    expect(attachmentKind('png')).toBe('image')
    expect(attachmentKind('zip')).toBe('other')
  })

  it('writes sizes as people read them', () => {
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(1386)).toBe('1.4 KB')
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB')
    expect(formatFileSize(undefined)).toBe('')
    expect(formatFileSize(-1)).toBe('')
  })
})
