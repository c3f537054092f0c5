/** The home's layout as a draft in the console (server/modules/organizer/layout.routes.ts): read, save whole, publish, discard. */
import type { ObjectId } from '@fu-types/entities'
import type { LayoutBlock, LayoutNavigationEntry, OrganizerLayout } from '@fu-types/api'
import { request } from './http'

const layoutPath = (meetingId: ObjectId) => `/organizer/meetings/${meetingId}/layout`

export const fetchLayout = (meetingId: ObjectId) => request<OrganizerLayout>(layoutPath(meetingId))

/** The whole draft in its order; 400 / 4220 names `body.blocks.<i>.<field>` or `body.navigation.<i>.<field>`. */
export const saveLayoutDraft = (meetingId: ObjectId, draft: { blocks: LayoutBlock[]; navigation: LayoutNavigationEntry[] }) =>
  request<OrganizerLayout>(layoutPath(meetingId), { method: 'PUT', body: { ...draft }, json: true })

export const publishLayout = (meetingId: ObjectId) => request<OrganizerLayout>(`${layoutPath(meetingId)}/publish`, { method: 'POST' })

export const discardLayoutDraft = (meetingId: ObjectId) => request<OrganizerLayout>(`${layoutPath(meetingId)}/discard`, { method: 'POST' })
