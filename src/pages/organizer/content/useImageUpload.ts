// An editor's image upload (photo, cover): picked, sent through the visitor app's upload path, its address put in the field.
import { useEffect, useRef, useState } from 'react'
import { uploadTarget } from '@/core/upload'
import { validateImage } from '@/core/validation/content'
import type { MessageKey } from '@/i18n'
import { useStores } from '@/stores'

/**
 * One image at a time (jpg or png): POST /tokens/qiniu, then the storage in use (this server, Qiniu or S3) as the
 * token says (core/upload.ts); the address it answers goes into `field` through `onUploaded`. A refusal (too large,
 * not an image, failed) is said at that field and leaves what the field held.
 */
export function useImageUpload(onUploaded: (field: string, url: string) => void) {
  const { platform } = useStores()
  const [field, setField] = useState<string | null>(null)
  const [percent, setPercent] = useState(0)
  const [error, setError] = useState<{ field: string; key: MessageKey } | null>(null)
  const mounted = useRef(true)
  useEffect(() => () => { mounted.current = false }, [])

  async function choose(target: string) {
    if (field) return
    setError(null)
    let tooLarge = false
    let wrongType = false
    try {
      // Loaded when first used: imported statically they made webpack split the visitor's shared chunks once more,
      // and the new chunk's name grew the first screen's runtime (npm run size).
      const [{ pickImages, uploadImage, UploadError }, { uploadToken }] = await Promise.all([
        import(/* webpackChunkName: "organizer" */ '@/flows/imageUpload'), import(/* webpackChunkName: "organizer" */ '@/api/auth'),
      ])
      const failed = (e: unknown) => { tooLarge = e instanceof UploadError && e.status === 413; wrongType = e instanceof UploadError && e.status === 415; throw e }
      const [picked] = await pickImages(1)
      if (!picked) return
      if (validateImage(picked)) { setError({ field: target, key: 'organizer.content.upload.type' }); return }
      setField(target)
      setPercent(0)
      const ticket = await uploadToken({ key: 'organizer', bucket: 'organizer' })
      const url = await uploadImage(uploadTarget(platform.apiBase, ticket.upload_url), ticket, picked.path, p => { if (mounted.current) setPercent(p) }).catch(failed)
      if (mounted.current) onUploaded(target, url)
    } catch {
      const key: MessageKey = tooLarge ? 'organizer.content.upload.tooLarge' : wrongType ? 'organizer.content.upload.type' : 'organizer.content.upload.failed'
      if (mounted.current) setError({ field: target, key })
    } finally {
      if (mounted.current) setField(null)
    }
  }

  return {
    /** The field being uploaded into, and how far (0–100). */
    uploading: field,
    percent,
    errorOf: (target: string): MessageKey | '' => (error?.field === target ? error.key : ''),
    choose: (target: string) => { void choose(target) },
  }
}

export type ImageUpload = ReturnType<typeof useImageUpload>
