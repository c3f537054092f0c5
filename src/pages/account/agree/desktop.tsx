import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { PolicyText } from './PolicyText'
import { AgreeActions } from './Actions'
import type { AgreeData } from './useAgree'

/** The ≥1200 px layout: the top bar, then the policy as a readable card with its actions beneath. */
export const AgreeDesktop = observer(function AgreeDesktop({ data }: { data: AgreeData }) {
  return (
    <View className='fu-agree fu-agree--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column fu-agree__stage'>
        <View className='fu-agree__card'>
          <PolicyText data={data} />
          <AgreeActions data={data} />
        </View>
      </View>
    </View>
  )
})
