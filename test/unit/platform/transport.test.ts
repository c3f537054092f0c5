/**
 * The Taro transport keeps its promise that `data` is parsed JSON or else the body's text: Taro's H5 request gives
 * null for a body that is not JSON under dataType 'json', which lost the match service's event stream in the site.
 * Taro itself is faked here (it needs a browser); the built site's copilot e2e proves the real path.
 */
import Taro from '@tarojs/taro'
import { parseBody, taroRequest } from '@/platform/taroRuntime'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { request: jest.fn() } }))
const request = Taro.request as unknown as jest.Mock

function answerWith(body: string, statusCode = 200) {
  request.mockImplementation(({ success }: { success: (r: unknown) => void }) => {
    success({ statusCode, data: body, header: { 'content-type': 'x' } })
    return Promise.resolve()
  })
}
const call = () => taroRequest({ url: 'http://api.test/fu/api/match/stream?sid=abcd1234', method: 'GET', headers: {}, timeoutMs: 30_000 })

it('asks Taro for the text and hands back an event stream as text', async () => {
  answerWith('data: Hello\n\ndata: [DONE]\n\n')
  await expect(call()).resolves.toEqual({ status: 200, data: 'data: Hello\n\ndata: [DONE]\n\n', headers: { 'content-type': 'x' } })
  expect(request.mock.calls[0][0]).toMatchObject({ dataType: 'text', timeout: 30_000 })
})

it('parses JSON bodies, of any status, as before', async () => {
  answerWith('{"code":4013,"message":"match token invalid"}', 401)
  await expect(call()).resolves.toMatchObject({ status: 401, data: { code: 4013, message: 'match token invalid' } })
})

it('reads an empty body as null and leaves already parsed data alone', () => {
  expect(parseBody('')).toBeNull()
  expect(parseBody({ results: [] })).toEqual({ results: [] })
  expect(parseBody('[1,2]')).toEqual([1, 2])
  expect(parseBody('not json')).toBe('not json')
})

describe('without a network (request:fail)', () => {
  // What WeChat does with the network down: the fail callback, and the promise Taro returns rejects with the same.
  function networkDown() {
    request.mockImplementation(({ fail }: { fail: (r: unknown) => void }) => {
      fail({ errMsg: 'request:fail timeout' })
      return Promise.reject({ errMsg: 'request:fail timeout' })
    })
  }

  it('rejects once, and leaves no unhandled rejection behind', async () => {
    networkDown()
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => { unhandled.push(reason) }
    process.on('unhandledRejection', onUnhandled)
    try {
      await expect(call()).rejects.toThrow('request:fail timeout')
      // Node reports unhandled rejections after the microtasks of this turn: give it a turn.
      await new Promise(resolve => setTimeout(resolve, 20))
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })

  it('reaches a screen as the app network error (NetworkError), not a timeout', async () => {
    networkDown()
    const { NetworkError, request: apiRequest, resetHttpStateForTesting } = await import('@/api/http')
    const { setPlatformForTesting } = await import('@/platform')
    const { fakePlatform } = await import('../../support/fakePlatform')
    setPlatformForTesting(fakePlatform({ request: taroRequest }))
    resetHttpStateForTesting()
    try {
      const failure = await apiRequest('/tickets').catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(NetworkError)
      expect(failure).toMatchObject({ timedOut: false, message: expect.stringContaining('request:fail') })
    } finally {
      setPlatformForTesting(undefined)
    }
  })
})
