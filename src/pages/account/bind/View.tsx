import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Variant } from '@/components/screen/defineScreen'
import { BindForm } from './BindForm'
import type { BindData } from './useBind'
import './bind.scss'

/** The form filling a phone's width, or a centred card on a desktop; `children` replace the form (account/phone). */
export const BindView = observer(function BindView({ data, variant, className = '', children }: {
  data: BindData
  variant: Variant
  className?: string
  children?: ReactNode
}) {
  const body = children ?? <BindForm data={data} />
  return (
    <View className={`fu-bind fu-bind--${variant}${className ? ` ${className}` : ''}`}>
      {variant === 'desktop' ? <View className='fu-bind__stage'><View className='fu-bind__card'>{body}</View></View> : body}
    </View>
  )
})
