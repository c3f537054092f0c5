import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import type { Activity } from '@fu-types/entities'
import { TimeRange } from '@/components/TimeRange'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import './group/agent.scss'

/**
 * The agent pages about one activity (the group leader's page, the v2 group tickets): on a phone the activity's title
 * and time on top and the page under it; on a desktop the page in the wide column and the activity beside it.
 */
export function AgentActivityLayout({ variant, title, activity, timezone, children }: {
  variant: Variant
  title: string
  activity: Pick<Activity, 'start' | 'end'>
  timezone: string | undefined
  children: ReactNode
}) {
  const time = <TimeRange start={activity.start} end={activity.end} timezone={timezone} className='fu-agent__member-meta' />
  if (variant === 'desktop') {
    return (
      <View className='fu-agent fu-agent--desktop'>
        <View className='fu-agent__grid'>
          <View className='fu-agent__main'>
            <View className='fu-agent__body'>{children}</View>
          </View>
          <View className='fu-agent__aside' {...srRole('complementary', { 'aria-label': title })}>
            <Text className='fu-agent__activity'>{title}</Text>
            {time}
          </View>
        </View>
      </View>
    )
  }
  return (
    <View className='fu-agent fu-agent--mobile'>
      <View className='fu-agent__head'>
        <Text className='fu-agent__activity'>{title}</Text>
        {time}
      </View>
      <View className='fu-agent__body'>{children}</View>
    </View>
  )
}
