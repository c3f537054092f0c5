import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Variant } from '@/components/screen/defineScreen'
import { PolicyText } from './PolicyText'
import { AgreeActions } from './Actions'
import type { AgreeData } from './useAgree'
import './agree.scss'

/**
 * The policy and its two actions: on a phone the text scrolls and the actions stay in a bar at the bottom; on a
 * desktop the policy is a readable card with its actions beneath.
 */
export const AgreeView = observer(function AgreeView({ data, variant }: { data: AgreeData; variant: Variant }) {
  const page = (
    <>
      <PolicyText data={data} />
      <View className={variant === 'desktop' ? 'fu-agree__foot' : 'fu-agree__bar'}>
        <AgreeActions data={data} />
      </View>
    </>
  )
  return (
    <View className={`fu-agree fu-agree--${variant}`}>
      {variant === 'desktop' ? <View className='fu-agree__stage'><View className='fu-agree__card'>{page}</View></View> : page}
    </View>
  )
})
