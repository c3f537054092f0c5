import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { heading } from '@/components/a11y'
import { TimeRange } from '@/pages/activity/form/TimeRange'
import { V2TicketBody } from './V2TicketParts'
import type { AgentV2TicketData } from './useAgentV2Ticket'

export const AgentV2TicketMobile = observer(function AgentV2TicketMobile({ data }: { data: AgentV2TicketData }) {
  if (data.status === 'failed') return <Failed message={data.error} onRetry={data.retry} />
  if (data.status === 'notFound') return <Empty text={data.t('agent.notFound')} />
  if (!data.activity) return <Loading />
  return (
    <View className='fu-agent fu-agent--mobile'>
      <View className='fu-agent__head'>
        <Text className='fu-agent__heading' {...heading(1)}>{data.t('agent.v2.heading')}</Text>
        <Text className='fu-agent__activity'>{data.title}</Text>
        <TimeRange activity={data.activity} className='fu-agent__member-meta' />
      </View>
      <View className='fu-agent__body'><V2TicketBody data={data} /></View>
    </View>
  )
})
