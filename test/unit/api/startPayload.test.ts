/**
 * The page's own answers for the first screen (src/api/startPayload.ts, issue 15): the meeting and its blocks are taken
 * from index.html once, instead of the first two requests; anything else, or a second ask, goes to the server.
 */
import type { Meeting, MeetingBlock } from '@fu-types/entities'
import type { TransportRequest } from '@/platform'
import { setPlatformForTesting } from '@/platform'
import { resetHttpStateForTesting } from '@/api/http'
import { resetHttpHooks } from '@/api/hooks'
import { fetchMeeting, fetchMeetingByDomain, meetingBlocks } from '@/api/meetings'
import { startPayloadReader } from '@/api/startPayload'
import { fakePlatform } from '../../support/fakePlatform'

const M = 'a'.repeat(24)
const meeting = { _id: M, title: { en: 'Inlined Expo' }, start: 1, end: 2 } as Meeting
const blocks = [{ _id: 'b'.repeat(24), meeting_id: M, type: 'banner', weight: 100 }] as MeetingBlock[]
const fromServer = { _id: M, title: { en: 'Asked Expo' }, start: 1, end: 2 } as Meeting

function page(payload: string | undefined) {
  resetHttpStateForTesting()
  resetHttpHooks()
  const sent: string[] = []
  setPlatformForTesting(fakePlatform({
    startPayload: () => payload,
    request: async (req: TransportRequest) => {
      sent.push(req.url.replace(/^.*\/fu\/api/, ''))
      return { status: 200, headers: {}, data: { results: req.url.includes('/meeting/blocks') ? [] : [fromServer] } }
    },
  }))
  return sent
}

afterAll(() => setPlatformForTesting(undefined))

test('the first ask for the meeting and its blocks is answered by the page; the next ones by the server', async () => {
  const sent = page(JSON.stringify({ meeting, blocks }))
  expect(await fetchMeeting()).toEqual(meeting)
  expect(await meetingBlocks(M)).toEqual(blocks)
  expect(sent).toEqual([])
  expect(await fetchMeeting()).toEqual(fromServer)
  expect(await meetingBlocks(M)).toEqual([])
  expect(sent).toEqual(['/demand/meetings?limit=1', `/meeting/blocks?meeting_id=${M}&limit=999&weight=1&with_hls=1`])
})

test('the page\'s meeting answers an ask by its own id or by the custom domain, not one for another meeting', async () => {
  let sent = page(JSON.stringify({ meeting, blocks }))
  expect(await fetchMeeting('c'.repeat(24))).toEqual(fromServer)
  expect(await meetingBlocks('c'.repeat(24))).toEqual([])
  expect(await meetingBlocks(M, 3)).toEqual([]) // a draft layout (the organisers' preview)
  expect(sent).toHaveLength(3)
  expect(await fetchMeeting(M)).toEqual(meeting)
  expect(await meetingBlocks(M)).toEqual(blocks)
  expect(sent).toHaveLength(3)
  sent = page(JSON.stringify({ meeting }))
  expect(await fetchMeetingByDomain('expo.example')).toEqual(meeting)
  expect(sent).toEqual([])
})

test('no payload, or one that does not parse, is no payload', async () => {
  for (const text of [undefined, '', '{"meeting": ', 'null']) {
    const sent = page(text)
    expect(await fetchMeeting()).toEqual(fromServer)
    expect(sent).toEqual(['/demand/meetings?limit=1'])
  }
})

test('the reader reads the page once, and the blocks stay the meeting\'s after the meeting was taken', () => {
  let reads = 0
  const reader = startPayloadReader(() => { reads++; return JSON.stringify({ meeting, blocks: [] }) })
  expect(reader.meeting()).toEqual(meeting)
  expect(reader.blocks('c'.repeat(24))).toBeUndefined()
  expect(reader.blocks(M)).toEqual([])
  expect(reader.blocks(M)).toBeUndefined()
  expect(reader.meeting()).toBeUndefined()
  expect(reads).toBe(1)
})
