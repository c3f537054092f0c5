import { useEffect, useRef, useState } from 'react'
import { uploadToken } from '@/api/auth'
import { uploadTarget } from '@/core/upload'
import { validateImage } from '@/core/validation/content'
import type { MessageKey } from '@/i18n'
import { pickImages, uploadImage, UploadError } from '@/flows/imageUpload'
import { useStores } from '@/stores'

/** One image picked and uploaded (jpg or png; the server's size limit said as "too large"), with its progress and error. */
export function useImageUpload(onUploaded: (url: string) => void) {
  const { platform } = useStores()
  const [percent, setPercent] = useState<number | null>(null)
  const [error, setError] = useState<MessageKey | ''>('')
  const mounted = useRef(true)
  useEffect(() => () => { mounted.current = false }, [])

  const choose = async () => {
    if (percent !== null) return
    setError('')
    try {
      const [picked] = await pickImages(1)
      if (!picked) return
      if (validateImage(picked)) { setError('exhibitor.manage.imageType'); return }
      setPercent(0)
      const ticket = await uploadToken({ key: 'enterprise', bucket: 'enterprise' })
      const url = await uploadImage(uploadTarget(platform.apiBase, ticket.upload_url), ticket, picked.path, p => { if (mounted.current) setPercent(p) })
      if (mounted.current) onUploaded(url)
    } catch (e) {
      if (mounted.current) setError(e instanceof UploadError && e.status === 413 ? 'exhibitor.manage.imageTooLarge' : e instanceof UploadError && e.status === 415 ? 'exhibitor.manage.imageType' : 'exhibitor.manage.imageFailed')
    } finally {
      if (mounted.current) setPercent(null)
    }
  }
  return { percent, error, choose: () => { void choose() } }
}

export type ImageUpload = ReturnType<typeof useImageUpload>
