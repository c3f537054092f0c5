import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import { MemberForm } from './MemberForm'
import type { AgentV2MemberData } from './useAgentV2Member'

export const AgentV2MemberMobile = observer(function AgentV2MemberMobile({ data }: { data: AgentV2MemberData }) {
  return (
    <View className='fu-agent fu-agent--mobile'>
      <View className='fu-agent__head'><Text className='fu-agent__heading' {...heading(1)}>{data.t('agent.v2.memberHeading')}</Text></View>
      <View className='fu-agent__body'><MemberForm data={data} /></View>
    </View>
  )
})
