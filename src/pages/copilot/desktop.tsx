import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import { CopilotBody } from './CopilotBody'
import type { CopilotData } from './useCopilot'
import './copilot.scss'

export const CopilotDesktop = observer(function CopilotDesktop({ data }: { data: CopilotData }) {
  return (
    <View className='fu-copilot fu-copilot--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-copilot__column'>
        <View className='fu-copilot__head'>
          <Text className='fu-copilot__heading' {...heading(1)}>{data.name}</Text>
          {data.turns.length ? <Action className='fu-button fu-button--ghost fu-copilot__new' onPress={data.newConversation}>{data.t('copilot.new')}</Action> : null}
        </View>
        <CopilotBody data={data} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
