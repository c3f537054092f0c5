import type { MeetingBlock } from '@fu-types/entities'

export type MeetingCover = NonNullable<MeetingBlock['covers']>[number]
