import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { heading } from '@/components/a11y'
import { TimeRange } from '@/pages/activity/form/TimeRange'
import { AgentBody } from './AgentParts'
import type { ActivityAgentData } from './useActivityAgent'

/** The phone layout: the activity on top, then the groups and the new group's form in one column. */
export const ActivityAgentMobile = observer(function ActivityAgentMobile({ data }: { data: ActivityAgentData }) {
  if (data.status === 'failed') return <Failed message={data.error} onRetry={data.retry} />
  if (data.status === 'notFound') return <Empty text={data.t('agent.notFound')} />
  if (!data.activity) return <Loading />
  return (
    <View className='fu-agent fu-agent--mobile'>
      <View className='fu-agent__head'>
        <Text className='fu-agent__heading' {...heading(1)}>{data.t('agent.heading')}</Text>
        <Text className='fu-agent__activity'>{data.title}</Text>
        <TimeRange activity={data.activity} className='fu-agent__member-meta' />
      </View>
      <View className='fu-agent__body'><AgentBody data={data} /></View>
    </View>
  )
})
