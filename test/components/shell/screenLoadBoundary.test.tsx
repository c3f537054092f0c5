/**
 * The route host (pages/index) around a screen whose code fails to load (its chunk blocked or offline): the failed
 * state with Retry in the UI's language, in both variants, instead of a blank page; Retry loads the chunk again (not
 * React's kept rejection) and draws the screen.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import RouteHost from '@/pages/index'
import { forgetScreen } from '@/pages/registry'
import { screenLoaders } from '@/pages/screenLoaders'
import { renderWithStores } from '../../support/renderWithStores'

jest.mock('@/pages/screenLoaders', () => ({ screenLoaders: { notFound: jest.fn() } }))
// The frame loads the meeting of the page; the api is faked at its edge.
jest.mock('@/api/meetings')
const loadNotFound = screenLoaders.notFound as jest.MockedFunction<typeof screenLoaders.notFound>

const chunkFailed = () => Object.assign(new Error('Loading chunk system failed.'), { name: 'ChunkLoadError' })

beforeEach(() => {
  loadNotFound.mockReset()
  forgetScreen('notFound') // each test loads the screen from its start
  window.location.hash = '#/404'
})

describe.each(['mobile', 'desktop'] as const)('%s', (variant) => {
  it('shows the failed state with Retry when the chunk fails, and the screen once Retry loads it', async () => {
    loadNotFound.mockRejectedValueOnce(chunkFailed()).mockImplementation(() => Promise.resolve(jest.requireActual('@/pages/system/NotFound')))
    jest.spyOn(console, 'error').mockImplementation(() => undefined) // React logs the caught error
    renderWithStores(<RouteHost />, { language: 'en', platform: { deviceVariant: () => variant } })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This page could not be opened. Check your connection and retry.')
    expect(loadNotFound).toHaveBeenCalledTimes(1)

    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Retry' })) })
    expect(await screen.findByText('The page you are looking for does not exist.')).toBeInTheDocument()
    expect(loadNotFound).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

it.each([
  ['zh', '页面没能打开，请检查网络后重试', '重试'],
  ['ja', 'このページを開けませんでした。接続を確認して、もう一度お試しください。', '再試行'],
  ['ko', '이 페이지를 열지 못했습니다. 연결을 확인한 후 다시 시도하세요.', '다시 시도'],
] as const)('says it in %s', async (language, message, retry) => {
  loadNotFound.mockRejectedValue(chunkFailed())
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  renderWithStores(<RouteHost />, { language, platform: { deviceVariant: () => 'mobile' } })
  expect(await screen.findByRole('alert')).toHaveTextContent(message)
  expect(screen.getByRole('button', { name: retry })).toBeInTheDocument()
})
