// Picking and uploading images with Taro faked at its edge: what is known of each picked file's type (H5 gives the
// MIME type, the mini-program only a path), a cancelled picker, and the upload's progress and refusal.
import { pickImages, uploadImage, UploadError } from '@/flows/imageUpload'

const mockChooseImage = jest.fn()
const mockUploadFile = jest.fn()
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
  expect(await uploadImage('/fu/api/uploads', 'tok', 'blob:1', p => seen.push(p))).toBe('/fu/api/uploads/1.png')
  expect(seen).toEqual([30, 100])
  expect(mockUploadFile).toHaveBeenCalledWith({ url: '/fu/api/uploads', filePath: 'blob:1', name: 'file', formData: { token: 'tok' } })
  mockUploadFile.mockReturnValueOnce(uploadTask({ statusCode: 400, data: JSON.stringify({ code: 4220, message: 'jpg or png only' }) }, []))
  const refused = await uploadImage('/fu/api/uploads', 'tok', 'blob:2').catch((e: unknown) => e)
  expect(refused).toBeInstanceOf(UploadError)
  expect(refused).toMatchObject({ status: 400, body: { code: 4220 } })
})
