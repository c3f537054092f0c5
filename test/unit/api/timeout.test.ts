/** The 30 s timeout (SPEC §9): a server that never answers cannot be provoked from the real one, so a fake transport stands in. */
import { NetworkError, request, REQUEST_TIMEOUT_MS, resetHttpStateForTesting } from '@/api/http'
import { setPlatformForTesting, type TransportRequest } from '@/platform'
import { fakePlatform } from '../../support/fakePlatform'

afterEach(() => jest.useRealTimers())

function silentServer() {
  const sent: TransportRequest[] = []
  setPlatformForTesting(fakePlatform({ request: req => { sent.push(req); return new Promise(() => undefined) } }))
  resetHttpStateForTesting()
  return sent
}

it('gives up after 30 000 ms with a NetworkError and tells the transport the same limit', async () => {
  jest.useFakeTimers()
  const sent = silentServer()
  let outcome: unknown = 'pending'
  request('/tickets').then(value => { outcome = value }, error => { outcome = error })
  await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
  expect(outcome).toBe('pending')
  await jest.advanceTimersByTimeAsync(1)
  expect(outcome).toBeInstanceOf(NetworkError)
  expect((outcome as NetworkError).timedOut).toBe(true)
  expect(REQUEST_TIMEOUT_MS).toBe(30000)
  expect(sent[0].timeoutMs).toBe(30000)
})

it('reports a transport failure as a NetworkError that did not time out', async () => {
  setPlatformForTesting(fakePlatform({ request: () => Promise.reject(new Error('ECONNREFUSED')) }))
  await expect(request('/tickets')).rejects.toMatchObject({ name: 'NetworkError', timedOut: false, message: expect.stringContaining('ECONNREFUSED') })
})
