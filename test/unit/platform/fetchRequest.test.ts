import { fetchRequest } from '@/platform/fetchRequest'
import type { TransportRequest } from '@/platform/types'

const request: TransportRequest = { url: 'http://api.test/fu/api/meetings/m1', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}', timeoutMs: 30_000 }

it('sends the request as given and answers status, lower-case headers and the parsed JSON body, for any status', async () => {
  const fetchImpl = jest.fn(async () => new Response('{"code":"E_FORBIDDEN"}', { status: 403, headers: { 'X-Total-Count': '7' } }))
  const answer = await fetchRequest(request, fetchImpl as unknown as typeof fetch)
  expect(answer).toEqual({ status: 403, headers: expect.objectContaining({ 'x-total-count': '7' }), data: { code: 'E_FORBIDDEN' } })
  expect(fetchImpl).toHaveBeenCalledWith(request.url, expect.objectContaining({ method: 'POST', headers: request.headers, body: '{"a":1}' }))
})

it('gives a body that is not JSON as its text, an empty one as null', async () => {
  expect((await fetchRequest(request, (async () => new Response('event: done')) as unknown as typeof fetch)).data).toBe('event: done')
  expect((await fetchRequest(request, (async () => new Response('')) as unknown as typeof fetch)).data).toBeNull()
})

it('rejects without an answer: the network failed, or the time ran out', async () => {
  await expect(fetchRequest(request, (async () => { throw new TypeError('Failed to fetch') }) as unknown as typeof fetch)).rejects.toThrow('request failed: Failed to fetch')
  const hanging = ((_: string, init: RequestInit) => new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
  })) as unknown as typeof fetch
  await expect(fetchRequest({ ...request, timeoutMs: 20 }, hanging)).rejects.toThrow('no answer within 20 ms')
})
