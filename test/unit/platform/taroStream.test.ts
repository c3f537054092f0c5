/**
 * The mini-program's streamed request: Taro.request with enableChunked, each chunk of bytes decoded across
 * character boundaries and handed on at once; requestTask.abort() on stop.
 */
import { taroChunkedStream } from '@/platform/taroStream'

interface FakeTask { options: Record<string, unknown>; chunk?: (res: { data: ArrayBuffer }) => void; aborted: boolean }
const mockTasks: FakeTask[] = []
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    request: (options: Record<string, unknown>) => {
      const task: FakeTask = { options, aborted: false }
      mockTasks.push(task)
      return {
        onChunkReceived: (cb: FakeTask['chunk']) => { task.chunk = cb },
        abort: () => { task.aborted = true; Reflect.apply(options.fail as Function, undefined, [{ errMsg: 'request:fail abort' }]) }, // eslint-disable-line @typescript-eslint/no-unsafe-function-type
      }
    },
  },
}))

const bytes = (text: string) => new TextEncoder().encode(text)
const send = (task: FakeTask, part: Uint8Array) => task.chunk!({ data: part.slice().buffer })

beforeEach(() => { mockTasks.length = 0 })

it('asks for chunks and hands on each chunk\'s complete characters as it arrives', async () => {
  const texts: string[] = []
  const call = taroChunkedStream({ url: 'https://api.test/fu/api/match/stream?sid=abcd1234', method: 'GET', headers: { Authorization: 'Bearer t' }, timeoutMs: 30000, onText: t => texts.push(t) })
  const [task] = mockTasks
  expect(task.options).toMatchObject({ enableChunked: true, responseType: 'arraybuffer', header: { Authorization: 'Bearer t' } })
  const all = bytes('data: 峰会 ¥399\n\n')
  send(task, all.slice(0, 8)) // cuts 峰 after its first two bytes
  expect(texts).toEqual(['data: '])
  send(task, all.slice(8))
  expect(texts.join('')).toBe('data: 峰会 ¥399\n\n')
  ;(task.options.success as (r: unknown) => void)({ statusCode: 200, header: {}, data: new ArrayBuffer(0) })
  await expect(call.done).resolves.toMatchObject({ status: 200 })
})

it('stop aborts the request task and rejects as aborted', async () => {
  const call = taroChunkedStream({ url: 'https://api.test/s', method: 'GET', headers: {}, timeoutMs: 30000, onText: () => undefined })
  call.abort()
  expect(mockTasks[0].aborted).toBe(true)
  await expect(call.done).rejects.toMatchObject({ name: 'AbortError' })
})

it('a refused answer is given whole in data', async () => {
  const call = taroChunkedStream({ url: 'https://api.test/s', method: 'GET', headers: {}, timeoutMs: 30000, onText: () => undefined })
  send(mockTasks[0], bytes('{"code":4013,"message":"match token invalid"}'))
  ;(mockTasks[0].options.success as (r: unknown) => void)({ statusCode: 401, header: {}, data: new ArrayBuffer(0) })
  await expect(call.done).resolves.toMatchObject({ status: 401, data: { code: 4013 } })
})
