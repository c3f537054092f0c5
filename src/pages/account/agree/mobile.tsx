import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PolicyText } from './PolicyText'
import { AgreeActions } from './Actions'
import type { AgreeData } from './useAgree'

/** The phone layout: the text scrolls, the two actions stay at the bottom. */
export const AgreeMobile = observer(function AgreeMobile({ data }: { data: AgreeData }) {
  return (
    <View className='fu-agree fu-agree--mobile'>
      <PolicyText data={data} />
      <View className='fu-agree__bar'>
        <AgreeActions data={data} />
      </View>
    </View>
  )
})
