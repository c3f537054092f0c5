// Picking and uploading images with Taro faked at its edge: what is known of each picked file's type (H5 gives the
// MIME type, the mini-program only a path), a cancelled picker, the upload's progress and refusal, and an S3 upload's
// presigned fields and completion.
import { pickImages, uploadImage, UploadError } from '@/flows/imageUpload'

const mockChooseImage = jest.fn()
const mockUploadFile = jest.fn()
const mockRequest = jest.fn()
jest.mock('@/api/http', () => ({ request: (path: string, options: unknown) => mockRequest(path, options) }))
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    chooseImage: (options: unknown) => mockChooseImage(options),
    uploadFile: (options: unknown) => mockUploadFile(options),
  },
}))

/** Taro's upload task: a promise with `progress(listener)`. */
function uploadTask(answer: { statusCode: number; data: string }, progress: number[]) {
  const task = Promise.resolve(answer) as Promise<typeof answer> & { progress: (listener: (event: { progress: number }) => void) => void }
  task.progress = listener => progress.forEach(p => listener({ progress: p }))
  return task
}

beforeEach(() => jest.resetAllMocks())

it('gives each picked image its path, name and type (H5: the file\'s MIME type; mini-program: the path)', async () => {
  mockChooseImage.mockResolvedValueOnce({
    tempFilePaths: ['blob:1', 'blob:2'],
    tempFiles: [{ path: 'blob:1', type: 'image/png', originalFileObj: { name: 'logo.png' } }, { path: 'blob:2', originalFileObj: { name: 'anim.gif', type: 'image/gif' } }],
  })
  expect(await pickImages(9)).toEqual([{ path: 'blob:1', name: 'logo.png', type: 'image/png' }, { path: 'blob:2', name: 'anim.gif', type: 'image/gif' }])
  expect(mockChooseImage).toHaveBeenCalledWith(expect.objectContaining({ count: 9 }))
  mockChooseImage.mockResolvedValueOnce({ tempFilePaths: ['wxfile://tmp/a.jpg'], tempFiles: [{ path: 'wxfile://tmp/a.jpg', size: 10 }] })
  expect(await pickImages(1)).toEqual([{ path: 'wxfile://tmp/a.jpg', name: 'wxfile://tmp/a.jpg', type: undefined }])
  mockChooseImage.mockRejectedValueOnce({ errMsg: 'chooseImage:fail cancel' })
  expect(await pickImages(1)).toEqual([])
})

it('reports the upload\'s progress and answers the stored url; a refused upload throws with its status', async () => {
  const seen: number[] = []
  mockUploadFile.mockReturnValueOnce(uploadTask({ statusCode: 201, data: JSON.stringify({ results: { url: '/fu/api/uploads/1.png' } }) }, [30, 100]))
  expect(await uploadImage('/fu/api/uploads', { uptoken: 'tok' }, 'blob:1', p => seen.push(p))).toBe('/fu/api/uploads/1.png')
  expect(seen).toEqual([30, 100])
  expect(mockUploadFile).toHaveBeenCalledWith({ url: '/fu/api/uploads', filePath: 'blob:1', name: 'file', formData: { token: 'tok' } })
  mockUploadFile.mockReturnValueOnce(uploadTask({ statusCode: 400, data: JSON.stringify({ code: 4220, message: 'jpg or png only' }) }, []))
  const refused = await uploadImage('/fu/api/uploads', { uptoken: 'tok' }, 'blob:2').catch((e: unknown) => e)
  expect(refused).toBeInstanceOf(UploadError)
  expect(refused).toMatchObject({ status: 400, body: { code: 4220 } })
})

it('an S3 ticket posts its presigned fields instead of the token, then completes with POST /uploads/s3', async () => {
  const fields = { key: 'fu/incoming/1', Policy: 'cG9saWN5', 'X-Amz-Signature': 'ab' }
  mockUploadFile.mockReturnValueOnce(uploadTask({ statusCode: 204, data: '' }, []))
  mockRequest.mockResolvedValueOnce({ url: 'https://img.example/fu/1.png' })
  expect(await uploadImage('https://fu-media.cos.example', { uptoken: 'tok', fields }, 'blob:3')).toBe('https://img.example/fu/1.png')
  expect(mockUploadFile).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://fu-media.cos.example', formData: fields }))
  expect(mockRequest).toHaveBeenCalledWith('/uploads/s3', { method: 'POST', body: { token: 'tok' } })
  mockUploadFile.mockReturnValueOnce(uploadTask({ statusCode: 400, data: '<Error><Code>EntityTooLarge</Code></Error>' }, []))
  expect(await uploadImage('https://fu-media.cos.example', { uptoken: 'tok', fields }, 'blob:4').catch((e: unknown) => e)).toMatchObject({ status: 400 })
  expect(mockRequest).toHaveBeenCalledTimes(1)
})
