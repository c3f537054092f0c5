import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Variant } from '@/components/screen/defineScreen'
import { EmailForm } from './EmailForm'
import type { ChangeEmailData } from './useChangeEmail'
import './email.scss'

/** The form filling a phone's width, or a centred card on a desktop (the layout of /bind). */
export const ChangeEmailView = observer(function ChangeEmailView({ data, variant }: { data: ChangeEmailData; variant: Variant }) {
  return (
    <View className={`fu-email fu-email--${variant}`}>
      {variant === 'desktop'
        ? <View className='fu-email__stage'><View className='fu-email__card'><EmailForm data={data} /></View></View>
        : <EmailForm data={data} />}
    </View>
  )
})
