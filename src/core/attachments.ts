const DOCUMENT_EXTENSIONS = ['doc', 'docx', 'file', 'pdf', 'ppt', 'pptx', 'xls', 'xlsx'] as const
export const IMAGE_EXTENSIONS = ['webp', 'bmp', 'jpg', 'jpeg', 'png', 'gif'] as const

type FileKind = 'document' | 'image' | 'other'

/** The lower-case extension of a file name or URL (query and hash ignored), or ''. */
export function fileExtension(name: string): string {
  const path = name.split(/[?#]/)[0]
  const base = path.slice(path.lastIndexOf('/') + 1)
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}

/** Document and image extensions of SPEC §9 decide how an attachment opens. */
export function fileKind(name: string | null | undefined): FileKind {
  const ext = fileExtension(name ?? '')
  if ((DOCUMENT_EXTENSIONS as readonly string[]).includes(ext)) return 'document'
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image'
  return 'other'
}

/** How a meeting document opens: PDFs and images in the page, office files (and anything else) handed to the device. */
export type AttachmentOpening = 'pdf' | 'image' | 'download'

/** SPEC §9 extensions decide: pdf → the page's PDF view, an image extension → the page's image view, the rest download. */
export function attachmentOpening(nameOrExt: string | null | undefined): AttachmentOpening {
  const value = (nameOrExt ?? '').trim()
  const ext = value.includes('.') ? fileExtension(value) : value.toLowerCase()
  if (ext === 'pdf') return 'pdf'
  return fileKind(`file.${ext}`) === 'image' ? 'image' : 'download'
}

/** The kind of a document by its extension (SPEC §9): document, image or another file. */
export function attachmentKind(ext: string | null | undefined): FileKind {
  return fileKind(`file.${(ext ?? '').toLowerCase()}`)
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const

/** A file size for people: 1,386 bytes → "1.4 KB", 3 MB → "3.0 MB", 512 → "512 B"; '' when unknown. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return ''
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) { value /= 1024; unit++ }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`
}
