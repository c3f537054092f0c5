import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatTimeRange } from '@/core'
import { useStores } from '@/stores'
import type { Activity } from '@fu-types/entities'

/** The activity's time in the meeting's zone, SPEC §9 style (same day `- HH:mm`, else `~`). */
export const TimeRange = observer(function TimeRange({ activity, className }: { activity: Pick<Activity, 'start' | 'end'>; className?: string }) {
  const { meeting } = useStores()
  return <Text className={className}>{formatTimeRange(activity.start, activity.end, meeting.meeting?.timezone)}</Text>
})
