import { Text } from '@tarojs/components'
import { formatTimeRange } from '@/core/time'
import type { Timestamp } from '@fu-types/entities'

/** `YYYY.MM.DD HH:mm - HH:mm` (same day) or `… ~ …` in the meeting's time zone (SPEC §9). */
export function TimeRange({ start, end, timezone, className }: { start: Timestamp; end: Timestamp; timezone?: string; className?: string }) {
  return <Text className={className}>{formatTimeRange(start, end, timezone)}</Text>
}
