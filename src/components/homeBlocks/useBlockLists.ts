import type { MeetingBlock } from '@fu-types/entities'
import { listActivities } from '@/api/activities'
import { listAgendas, listLives, listNews } from '@/api/content'
import { listEnterprises } from '@/api/enterprises'
import { listSpeakers } from '@/api/meetings'
import { useRemote } from '@/components/useRemote'

/**
 * The lists the later home blocks show (SPEC §7: the block's meeting, its `limit` or four), each loaded in the
 * background when its block is drawn. The blocks' views call these, not src/api.
 */

/** How many items a block shows when the organiser set no limit. */
export const DEFAULT_LIMIT = 4

const limitOf = (block: MeetingBlock) => block.limit ?? DEFAULT_LIMIT
const BACKGROUND = { background: true }

export const useNewsList = (block: MeetingBlock) =>
  useRemote(async () => (await listNews({ meeting: block.meeting_id, limit: limitOf(block) })).results, [block.meeting_id, block.limit], BACKGROUND)

export const useLivesList = (block: MeetingBlock) =>
  useRemote(async () => (await listLives({ meeting_id: block.meeting_id, limit: limitOf(block) })).results, [block.meeting_id, block.limit], BACKGROUND)

export const useAgendasList = (block: MeetingBlock) =>
  useRemote(async () => (await listAgendas({ meeting_id: block.meeting_id, limit: limitOf(block) })).results, [block.meeting_id, block.limit], BACKGROUND)

export const useActivitiesList = (block: MeetingBlock) =>
  useRemote(async () => (await listActivities({ meeting_id: block.meeting_id, with_ticket_total: 1, limit: limitOf(block) })).results, [block.meeting_id, block.limit], BACKGROUND)

export const useExhibitorsList = (block: MeetingBlock) =>
  useRemote(async () => (await listEnterprises({ meeting_id: block.meeting_id, limit: limitOf(block) })).results, [block.meeting_id, block.limit], BACKGROUND)

export const useSpeakersList = (block: MeetingBlock) =>
  useRemote(async () => (await listSpeakers(block.meeting_id, { limit: limitOf(block) })).results, [block.meeting_id, block.limit], BACKGROUND)
