// The mini-program's file calls (platform/weappFiles) against a fake of WeChat's downloadFile / openDocument /
// shareFileMessage: an XLSX opens in the viewer, a CSV (which the viewer cannot show) is sent to a chat.
const mockWx = {
  env: { USER_DATA_PATH: 'wxfile://usr' },
  downloadFile: jest.fn(),
  openDocument: jest.fn(),
  shareFileMessage: jest.fn(),
}
jest.mock('@tarojs/taro', () => ({ __esModule: true, get default() { return mockWx } }))

import { deviceFileName, openSavedFile, saveFile, shareSavedFile } from '@/platform/weappFiles'
import { viewableInWechat } from '@/platform/wechatFileTypes'

const URL = 'http://127.0.0.1:8080/fu/api/exhibitor/leads/export/file?t=k'

beforeEach(() => {
  jest.resetAllMocks()
  mockWx.downloadFile.mockImplementation(async (o: { filePath?: string }) => ({ statusCode: 200, filePath: o.filePath, tempFilePath: 'tmp://x' }))
  mockWx.openDocument.mockResolvedValue({})
  mockWx.shareFileMessage.mockResolvedValue({})
})

describe('files in the mini-program', () => {
  it('downloads under the file\'s own name, so a chat shows "leads.csv" rather than a temporary name', async () => {
    expect(await saveFile(URL, 'leads.csv')).toEqual({ path: 'wxfile://usr/leads.csv' })
    expect(mockWx.downloadFile).toHaveBeenCalledWith({ url: URL, filePath: 'wxfile://usr/leads.csv' })
    expect(deviceFileName('../../a b?.csv')).toBe('a_b_.csv')
  })

  it('a refused download (not 200, or failed) failed; a link the server says is gone (410, an expired export) expired', async () => {
    mockWx.downloadFile.mockResolvedValueOnce({ statusCode: 403, tempFilePath: 'tmp://x' })
    expect(await saveFile(URL, 'leads.csv')).toEqual({ failed: 'failed' })
    mockWx.downloadFile.mockRejectedValueOnce(new Error('downloadFile:fail'))
    expect(await saveFile(URL, 'leads.csv')).toEqual({ failed: 'failed' })
    mockWx.downloadFile.mockResolvedValueOnce({ statusCode: 410, tempFilePath: 'tmp://x' })
    expect(await saveFile(URL, 'leads.csv')).toEqual({ failed: 'expired' })
  })

  it('the viewer opens an XLSX but not a CSV', async () => {
    expect(viewableInWechat('leads.xlsx')).toBe(true)
    expect(viewableInWechat('leads.csv')).toBe(false)
    expect(await openSavedFile('wxfile://usr/leads.xlsx', 'leads.xlsx')).toBe(true)
    expect(mockWx.openDocument).toHaveBeenCalledWith({ filePath: 'wxfile://usr/leads.xlsx', fileType: 'xlsx', showMenu: true })
    expect(await openSavedFile('wxfile://usr/leads.csv', 'leads.csv')).toBe(false)
    expect(mockWx.openDocument).toHaveBeenCalledTimes(1)
  })

  it('any file is sent to a chat with its name; a cancelled send is false', async () => {
    expect(await shareSavedFile('wxfile://usr/leads.csv', 'leads.csv')).toBe(true)
    expect(mockWx.shareFileMessage).toHaveBeenCalledWith({ filePath: 'wxfile://usr/leads.csv', fileName: 'leads.csv' })
    mockWx.shareFileMessage.mockRejectedValueOnce(new Error('shareFileMessage:fail cancel'))
    expect(await shareSavedFile('wxfile://usr/leads.csv', 'leads.csv')).toBe(false)
  })
})
