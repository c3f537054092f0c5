/**
 * Picking and uploading one image (the ID-card scan): Taro's chooseImage is the mini-program's album / camera picker
 * and, in H5, a file input; Taro's uploadFile sends it to POST /uploads as multipart (`token` field, then `file`).
 * Both runtimes share this code because Taro gives both the same two calls.
 */
import Taro from '@tarojs/taro'

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

export class UploadError extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super(`upload failed: HTTP ${status}`)
    this.name = 'UploadError'
  }
}

/** Uploads a picked image with its upload token (POST /tokens/qiniu); resolves with the url the server gives it. */
export async function uploadImage(uploadUrl: string, uploadToken: string, filePath: string): Promise<string> {
  const answer = await Taro.uploadFile({ url: uploadUrl, filePath, name: 'file', formData: { token: uploadToken } })
  let body: { results?: { url?: string } } | undefined
  try { body = typeof answer.data === 'string' ? JSON.parse(answer.data) : answer.data } catch { body = undefined }
  const url = body?.results?.url
  if (answer.statusCode < 200 || answer.statusCode >= 300 || !url) throw new UploadError(answer.statusCode, body ?? answer.data)
  return url
}
