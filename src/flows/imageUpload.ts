/**
 * Picking and uploading one image (the ID-card scan): Taro's chooseImage is the mini-program's album / camera picker
 * and, in H5, a file input; Taro's uploadFile sends it as multipart (`token` field, then `file`) to where the upload
 * token's answer says (core/upload.ts uploadTarget): this server's POST /uploads, or the object storage's upload host
 * (Qiniu's form upload takes the same form and answers with the server's callback answer; an S3 bucket takes the
 * ticket's presigned `fields` instead of `token`, answers 204, and the server keeps the image on POST /uploads/s3). Both runtimes share this
 * code because Taro gives both the same two calls; the mini-program must list that host as an uploadFile domain.
 */
import Taro from '@tarojs/taro'
import type { UploadedImage, UploadTokenResponse } from '@fu-types/api'
import { request } from '@/api/http'

/** The person closed the picker without choosing: not an error to show. */
const isCancel = (error: unknown) => /cancel/i.test(String((error as { errMsg?: string })?.errMsg ?? error))

/** A local path (mini-program) or blob URL (H5) of the chosen image; null when the person cancelled. */
export async function pickImage(): Promise<string | null> {
  try {
    const { tempFilePaths } = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
    return tempFilePaths[0] ?? null
  } catch (error) {
    if (isCancel(error)) return null
    throw error
  }
}

/** A picked image: its local path, and what is known of its type (the MIME type in H5, the path's extension in the mini-program). */
interface PickedImage { path: string; name: string; type?: string }

/** Up to `count` images from the album or camera (the demand post); [] when the person cancelled. */
export async function pickImages(count: number): Promise<PickedImage[]> {
  try {
    const { tempFiles, tempFilePaths } = await Taro.chooseImage({ count, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
    const files = (tempFiles ?? []) as { path: string; type?: string; originalFileObj?: { name?: string; type?: string } }[]
    if (!files.length) return tempFilePaths.map(path => ({ path, name: path }))
    return files.map(file => ({ path: file.path, name: file.originalFileObj?.name ?? file.path, type: file.type || file.originalFileObj?.type || undefined }))
  } catch (error) {
    if (isCancel(error)) return []
    throw error
  }
}

export class UploadError extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super(`upload failed: HTTP ${status}`)
    this.name = 'UploadError'
  }
}

/** Uploads a picked image with its upload ticket (POST /tokens/qiniu); resolves with the url the server gives it. */
export async function uploadImage(uploadUrl: string, ticket: Pick<UploadTokenResponse, 'uptoken' | 'fields'>, filePath: string, onProgress?: (percent: number) => void): Promise<string> {
  const task = Taro.uploadFile({ url: uploadUrl, filePath, name: 'file', formData: ticket.fields ?? { token: ticket.uptoken } })
  if (onProgress) task.progress?.(({ progress }) => onProgress(progress))
  const answer = await task
  if (ticket.fields && answer.statusCode >= 200 && answer.statusCode < 300) {
    return (await request<UploadedImage>('/uploads/s3', { method: 'POST', body: { token: ticket.uptoken } })).url
  }
  let body: { results?: { url?: string } } | undefined
  try { body = typeof answer.data === 'string' ? JSON.parse(answer.data) : answer.data } catch { body = undefined }
  const url = body?.results?.url
  if (answer.statusCode < 200 || answer.statusCode >= 300 || !url) throw new UploadError(answer.statusCode, body ?? answer.data)
  return url
}
