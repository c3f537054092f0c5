// The bridge page's file for the web-view (src/pages/webview/api/BridgeFile, flows/fileBridge): a lead export downloaded
// on the native side, opened in WeChat's viewer when it can show it (XLSX), sent to a chat on a tap (CSV, any type).
// WeChat's file calls are faked at the platform's edge (saveFile / openSavedFile / shareSavedFile, platform/weappFiles).
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { BridgeFile } from '@/pages/webview/api/BridgeFile'
import { parseBridgeRequest } from '@/pages/webview/api/bridge'
import { fileBridgeUrl } from '@/flows/fileBridge'
import type { SavedFile } from '@/platform'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

const LINK = '/fu/api/exhibitor/leads/export/file?t=signed-key'
const PATH = 'wxfile://usr/leads.csv'

function fileCalls(saved: SavedFile = { path: PATH }) {
  return {
    saveFile: jest.fn(async (): Promise<SavedFile> => saved),
    openSavedFile: jest.fn(async () => true),
    shareSavedFile: jest.fn(async () => true),
  }
}

/** What the bridge page reads from the address the web-view opened (flows/fileBridge). */
function requestFor(file: { url: string; name: string }) {
  const query = Object.fromEntries(new URLSearchParams(fileBridgeUrl(file, '/meeting/exhibitor/leads').split('?')[1]))
  return parseBridgeRequest(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, encodeURIComponent(v)])))
}

beforeEach(() => { navigations.length = 0 })

describe('the bridge page hands a file to WeChat', () => {
  it('takes only a link on our own API and a plain file name', () => {
    expect(requestFor({ url: LINK, name: 'leads.csv' })).toEqual({
      action: 'file', file: { url: `http://127.0.0.1:8080${LINK}`, name: 'leads.csv' }, back: '/meeting/exhibitor/leads',
    })
    expect(requestFor({ url: 'https://evil.example/x.csv', name: 'leads.csv' })).toBeNull()
    expect(requestFor({ url: '/fu/api/../../etc/passwd', name: 'leads.csv' })).toBeNull()
    expect(requestFor({ url: LINK, name: '../leads.csv' })).toBeNull()
  })

  it('a CSV is downloaded, then sent to a chat on the tap (the viewer cannot show it)', async () => {
    const calls = fileCalls()
    const { platform } = renderWithStores(<BridgeFile file={{ url: `http://127.0.0.1:8080${LINK}`, name: 'leads.csv' }} />, { language: 'en', platform: calls })
    expect(screen.getByText('Downloading leads.csv…')).toBeInTheDocument()
    expect(await screen.findByText('leads.csv is downloaded.')).toBeInTheDocument()
    expect(calls.saveFile).toHaveBeenCalledWith(`http://127.0.0.1:8080${LINK}`, 'leads.csv')
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull()
    expect(calls.shareSavedFile).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Send to a chat' }))
    await waitFor(() => expect(calls.shareSavedFile).toHaveBeenCalledWith(PATH, 'leads.csv'))
    expect(platform.toasts).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(navigations).toEqual([{ method: 'navigateBack', url: '' }])
  })

  it('an XLSX opens in the viewer, and can be sent too; a refused send says so', async () => {
    const calls = fileCalls({ path: 'wxfile://usr/leads.xlsx' })
    calls.shareSavedFile.mockResolvedValue(false)
    const { platform } = renderWithStores(<BridgeFile file={{ url: `http://127.0.0.1:8080${LINK}`, name: 'leads.xlsx' }} />, { language: 'en', platform: calls })
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }))
    await waitFor(() => expect(calls.openSavedFile).toHaveBeenCalledWith('wxfile://usr/leads.xlsx', 'leads.xlsx'))
    fireEvent.click(screen.getByRole('button', { name: 'Send to a chat' }))
    await waitFor(() => expect(platform.toasts).toContain('The file was not sent'))
  })

  it('a failed download says so and can be tried again', async () => {
    const calls = fileCalls({ failed: 'failed' })
    renderWithStores(<BridgeFile file={{ url: `http://127.0.0.1:8080${LINK}`, name: 'leads.csv' }} />, { language: 'zh', platform: calls })
    expect(await screen.findByRole('alert')).toHaveTextContent('文件下载失败，请重试')
    calls.saveFile.mockResolvedValue({ path: PATH })
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByText('leads.csv 已下载。')).toBeInTheDocument()
    expect(calls.saveFile).toHaveBeenCalledTimes(2)
  })

  it('an expired link (410 / 4182: a lead export after its ten minutes) says to export again, with no retry that cannot work', async () => {
    const calls = fileCalls({ failed: 'expired' })
    renderWithStores(<BridgeFile file={{ url: `http://127.0.0.1:8080${LINK}`, name: 'leads.csv' }} />, { language: 'en', platform: calls })
    expect(await screen.findByRole('alert')).toHaveTextContent('The download link has expired (it lasts 10 minutes). Go back and export again')
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(navigations).toEqual([{ method: 'navigateBack', url: '' }])
  })
})
