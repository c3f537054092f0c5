import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { heading } from '@/components/a11y'
import { V2Overview } from './V2Parts'
import type { AgentV2Data } from './useAgentV2'

export const AgentV2Mobile = observer(function AgentV2Mobile({ data }: { data: AgentV2Data }) {
  return (
    <View className='fu-agent fu-agent--mobile'>
      <View className='fu-agent__head'>
        <Text className='fu-agent__heading' {...heading(1)}>{data.t('agent.v2.overview')}</Text>
        {data.title ? <Text className='fu-agent__activity'>{data.title}</Text> : null}
      </View>
      <View className='fu-agent__body'><V2Overview data={data} /></View>
    </View>
  )
})
