import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import { TimeRange } from '@/pages/activity/form/TimeRange'
import { V2TicketBody } from './V2TicketParts'
import type { AgentV2TicketData } from './useAgentV2Ticket'

export const AgentV2TicketDesktop = observer(function AgentV2TicketDesktop({ data }: { data: AgentV2TicketData }) {
  const body = data.status === 'failed' ? <Failed message={data.error} onRetry={data.retry} />
    : data.status === 'notFound' ? <Empty text={data.t('agent.notFound')} />
      : !data.activity ? <Loading />
        : (
          <View className='fu-agent__grid'>
            <View className='fu-agent__main'>
              <Text className='fu-agent__heading' {...heading(1)}>{data.t('agent.v2.heading')}</Text>
              <View className='fu-agent__body'><V2TicketBody data={data} /></View>
            </View>
            <View className='fu-agent__aside' {...srRole('complementary', { 'aria-label': data.title })}>
              <Text className='fu-agent__activity'>{data.title}</Text>
              <TimeRange activity={data.activity} className='fu-agent__member-meta' />
            </View>
          </View>
        )
  return (
    <View className='fu-agent fu-agent--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-agent__stage'>{body}</View>
      <MeetingFooter />
    </View>
  )
})
