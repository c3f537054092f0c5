/** SPEC §9 wiring: a sampled session sends each distinct error and vital once; an unsampled one sends nothing. */
import * as reportsApi from '@/api/reports'
import type { Platform } from '@/platform'
import { MeetingStore } from '@/stores/MeetingStore'
import { startReports } from '@/stores/reports'

jest.mock('@/api/reports')
const api = reportsApi as jest.Mocked<typeof reportsApi>

function fakeRuntime() {
  let onError: (error: unknown) => void = () => undefined
  let onVital: (name: string, value: number) => void = () => undefined
  const platform = {
    currentRoute: () => '/meeting/home?meeting_id=m1',
    watchErrors: (listener: (error: unknown) => void) => { onError = listener; return () => undefined },
    watchVitals: (listener: (name: string, value: number) => void) => { onVital = listener; return () => undefined },
  } as unknown as Platform
  return { platform, error: (e: unknown) => onError(e), vital: (n: string, v: number) => onVital(n, v) }
}

const flush = () => new Promise(resolve => setTimeout(resolve, 0))

beforeEach(() => {
  jest.resetAllMocks()
  api.sendReport.mockResolvedValue({ _id: 'r1' })
})

it('a sampled session reports uncaught errors and web vitals once each, with the route and the meeting', async () => {
  const runtime = fakeRuntime()
  const meeting = new MeetingStore()
  meeting.meeting = { _id: '660100000000000000000001', title: { en: 'Demo' }, start: 0, end: 0 }
  startReports(runtime.platform, meeting, () => 0.05)
  runtime.error(new RangeError('too deep'))
  runtime.error(new RangeError('too deep'))
  runtime.vital('LCP', 1200)
  await flush()
  expect(api.sendReport.mock.calls.map(([report]) => report)).toEqual([
    expect.objectContaining({ kind: 'error', name: 'RangeError', message: 'too deep', route: '/meeting/home', meeting_id: '660100000000000000000001' }),
    { kind: 'vital', name: 'LCP', value: 1200, route: '/meeting/home', meeting_id: '660100000000000000000001' },
  ])
})

it('the other nine sessions in ten send nothing and watch nothing', async () => {
  const runtime = fakeRuntime()
  const watchErrors = jest.spyOn(runtime.platform, 'watchErrors')
  startReports(runtime.platform, new MeetingStore(), () => 0.5)
  runtime.error(new Error('ignored'))
  await flush()
  expect(watchErrors).not.toHaveBeenCalled()
  expect(api.sendReport).not.toHaveBeenCalled()
})

it('a report that cannot be sent is dropped quietly', async () => {
  api.sendReport.mockRejectedValue(new Error('offline'))
  const runtime = fakeRuntime()
  startReports(runtime.platform, new MeetingStore(), () => 0)
  runtime.error(new Error('first'))
  await flush()
  expect(api.sendReport).toHaveBeenCalledTimes(1)
})
