/**
 * The answers the server put into index.html for the first screen (server/modules/meetings/siteShell.ts, issue 15), so the home does
 * not wait for its first two requests: GET /demand/meetings without an id (the meeting this site opens) and that
 * meeting's GET /meeting/blocks (the released layout, the same for every visitor). Read once; each answer is given to
 * the first ask that matches it and then forgotten, so a retry or a later visit asks the server.
 */
import type { Meeting, MeetingBlock } from '@fu-types/entities'
import { platform } from '@/platform'

/** As the server writes it: the meeting and the blocks of that meeting. */
interface StartPayload { meeting?: Meeting; blocks?: MeetingBlock[] }

interface StartPayloadReader {
  /** The meeting, for an ask without an id (or with its own id); once. */
  meeting(meetingId?: string): Meeting | undefined
  /** Its released blocks, for an ask of that meeting's released layout; once. */
  blocks(meetingId: string, version?: number): MeetingBlock[] | undefined
}

export function startPayloadReader(readText: () => string | undefined): StartPayloadReader {
  let payload: (StartPayload & { blocksOf?: string }) | undefined
  const read = () => {
    if (!payload) {
      payload = {}
      try {
        const text = readText()
        const parsed: unknown = text ? JSON.parse(text) : undefined
        if (parsed && typeof parsed === 'object') payload = parsed as StartPayload
      } catch {
        // A payload that does not parse is no payload: the calls ask the server.
      }
      // The blocks are the meeting's: remembered apart, as the meeting is given away first.
      payload.blocksOf = payload.meeting?._id
    }
    return payload
  }
  return {
    meeting(meetingId) {
      const state = read()
      const meeting = state.meeting
      if (!meeting || (meetingId && meetingId !== meeting._id)) return undefined
      state.meeting = undefined
      return meeting
    },
    blocks(meetingId, version) {
      const state = read()
      const blocks = state.blocks
      if (!Array.isArray(blocks) || version !== undefined || state.blocksOf !== meetingId) return undefined
      state.blocks = undefined
      return blocks
    },
  }
}

let reader: StartPayloadReader | undefined

/** The page's payload (platform.startPayload), read at the first ask. */
export function startPayload(): StartPayloadReader {
  reader ??= startPayloadReader(() => platform().startPayload())
  return reader
}

/** Tests: the next ask reads the (fake) platform's payload again. */
export function resetStartPayloadForTesting(): void {
  reader = undefined
}
