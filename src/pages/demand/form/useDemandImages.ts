import { useRef, useState } from 'react'
import { uploadToken } from '@/api/auth'
import { uploadTarget, validateImage } from '@/core'
import type { MessageKey } from '@/i18n'
import { pickImages, uploadImage } from '@/flows/imageUpload'
import { useStores } from '@/stores'

/** SPEC §7 / the server: at most 9 images on a post. */
const DEMAND_IMAGES_MAX = 9

/**
 * The post's images: pick (album or camera), keep jpg and png only (SPEC §5), upload each with a fresh upload token
 * (POST /tokens/qiniu, then where its answer says: the server's POST /uploads or the object storage) showing its progress, and remove.
 */
export function useDemandImages() {
  const { platform } = useStores()
  const [urls, setUrls] = useState<string[]>([])
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<MessageKey | null>(null)
  const busy = useRef(false)

  const add = async () => {
    if (busy.current || urls.length >= DEMAND_IMAGES_MAX) return
    busy.current = true
    setError(null)
    try {
      const picked = await pickImages(DEMAND_IMAGES_MAX - urls.length)
      const refused = picked.filter(file => validateImage(file))
      if (refused.length) setError('validation.image.type')
      for (const file of picked.filter(f => !validateImage(f))) {
        setProgress(0)
        const ticket = await uploadToken({ key: 'demand', bucket: 'demand' })
        const url = await uploadImage(uploadTarget(platform.apiBase, ticket.upload_url), ticket, file.path, setProgress)
        setUrls(list => [...list, url])
      }
    } catch {
      setError('demand.form.uploadFailed')
    } finally {
      setProgress(null)
      busy.current = false
    }
  }

  return {
    urls,
    /** 0–100 while an image uploads, else null. */
    progress,
    error,
    canAdd: urls.length < DEMAND_IMAGES_MAX && progress === null,
    add: () => { void add() },
    remove: (index: number) => setUrls(list => list.filter((_, i) => i !== index)),
  }
}

