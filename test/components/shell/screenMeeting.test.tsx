import { useEffect, useState } from 'react'
import { Text } from '@tarojs/components'
import { screen, waitFor } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import * as meetingsApi from '@/api/meetings'
import { defineScreen, type ScreenMeeting } from '@/components/screen/defineScreen'
import { renderScreen } from '../../support/renderScreen'

// The frame hands the screen's hook the meeting it shows (the query's, the default one, or the item's own), so no
// hook asks the meeting store again; here a screen whose view prints what its hook was handed.
jest.mock('@/api/meetings')
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const DEFAULT_ID = '660100000000000000000001'
const OTHER_ID = '660100000000000000000002'
const byId: Record<string, Meeting> = {
  [DEFAULT_ID]: { _id: DEFAULT_ID, title: 'Default', start: 1, end: 2, timezone: 'Asia/Shanghai' },
  [OTHER_ID]: { _id: OTHER_ID, title: 'Other', start: 1, end: 2, timezone: 'Asia/Tokyo' },
}

/** Every meeting id a hook committed with (a render redone before committing is not one). */
let committed: (string | undefined)[] = []

function useShown(meeting: ScreenMeeting, itemMeetingId?: string) {
  useEffect(() => { committed.push(meeting.id) }, [meeting.id])
  return { meeting, itemMeetingId }
}

const View = ({ data }: { data: ReturnType<typeof useShown> }) => (
  <Text>{`shown ${data.meeting.id ?? 'none'} in ${data.meeting.timezone ?? 'no zone'}`}</Text>
)

const queryScreen = defineScreen<'meetingNews', ReturnType<typeof useShown>>({
  use: ({ meeting }) => useShown(meeting),
  view: View,
})

/** A screen whose meeting is its item's: the item (naming OTHER_ID) arrives after a moment. */
function useItem(meeting: ScreenMeeting) {
  const [itemMeetingId, setItemMeetingId] = useState<string>()
  useEffect(() => { const timer = setTimeout(() => setItemMeetingId(OTHER_ID), 10); return () => clearTimeout(timer) }, [])
  return useShown(meeting, itemMeetingId)
}

const itemScreen = defineScreen<'meetingNewsDetail', ReturnType<typeof useShown>>({
  use: ({ meeting }) => useItem(meeting),
  view: View,
  meetingId: (_, data) => data.itemMeetingId,
})

beforeEach(() => {
  committed = []
  meetings.fetchMeeting.mockImplementation(async id => byId[id ?? DEFAULT_ID])
})

describe('the meeting the frame hands to the screen', () => {
  it.each(['mobile', 'desktop'] as const)('is the query\'s meeting, with its time zone once loaded (%s)', async variant => {
    renderScreen(queryScreen, { route: 'meetingNews', variant, query: { meeting_id: OTHER_ID } })
    expect(await screen.findByText(`shown ${OTHER_ID} in Asia/Tokyo`)).toBeInTheDocument()
    expect(meetings.fetchMeeting).toHaveBeenCalledWith(OTHER_ID)
    expect(committed).toEqual([OTHER_ID])
  })

  it('is the default meeting when the query names none, once the store holds it', async () => {
    renderScreen(queryScreen, { route: 'meetingNews', variant: 'mobile' })
    expect(await screen.findByText(`shown ${DEFAULT_ID} in Asia/Shanghai`)).toBeInTheDocument()
    expect(committed).toEqual([undefined, DEFAULT_ID])
  })

  it('is the item\'s own meeting once the item names it, never committed with the query\'s after that', async () => {
    const { store } = renderScreen(itemScreen, { route: 'meetingNewsDetail', variant: 'mobile', query: { meeting_id: DEFAULT_ID } })
    expect(await screen.findByText(`shown ${DEFAULT_ID} in Asia/Shanghai`)).toBeInTheDocument()
    expect(await screen.findByText(`shown ${OTHER_ID} in Asia/Tokyo`)).toBeInTheDocument()
    await waitFor(() => expect(store.meeting.meeting?._id).toBe(OTHER_ID))
    expect(committed).toEqual([DEFAULT_ID, OTHER_ID])
  })
})
