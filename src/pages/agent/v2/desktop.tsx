import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { V2Overview } from './V2Parts'
import type { AgentV2Data } from './useAgentV2'

export const AgentV2Desktop = observer(function AgentV2Desktop({ data }: { data: AgentV2Data }) {
  return (
    <View className='fu-agent fu-agent--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-agent__stage'>
        <Text className='fu-agent__heading' {...heading(1)}>{data.t('agent.v2.overview')}</Text>
        {data.title ? <Text className='fu-agent__activity'>{data.title}</Text> : null}
        <View className='fu-agent__body'><V2Overview data={data} /></View>
      </View>
      <MeetingFooter />
    </View>
  )
})
