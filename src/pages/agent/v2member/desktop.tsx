import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { MemberForm } from './MemberForm'
import type { AgentV2MemberData } from './useAgentV2Member'

export const AgentV2MemberDesktop = observer(function AgentV2MemberDesktop({ data }: { data: AgentV2MemberData }) {
  return (
    <View className='fu-agent fu-agent--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-agent__stage'>
        <Text className='fu-agent__heading' {...heading(1)}>{data.t('agent.v2.memberHeading')}</Text>
        <View className='fu-agent__body'><MemberForm data={data} /></View>
      </View>
      <MeetingFooter />
    </View>
  )
})
