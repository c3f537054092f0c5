import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { heading } from '@/components/a11y'
import { CopilotBody } from './CopilotBody'
import type { CopilotData } from './useCopilot'
import './copilot.scss'

export const CopilotMobile = observer(function CopilotMobile({ data }: { data: CopilotData }) {
  return (
    <View className='fu-copilot fu-copilot--mobile'>
      <View className='fu-mobile-bar fu-copilot__bar'>
        <Text className='fu-copilot__heading' {...heading(1)}>{data.name}</Text>
        <LanguageSwitcher />
      </View>
      <CopilotBody data={data} variant='mobile' />
    </View>
  )
})
