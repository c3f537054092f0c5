import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { srRole } from '@/components/a11y'
import type { PhoneChangeData } from './usePhoneChange'

/** Instead of the form: the phone the account already has, which cannot be changed, and the way back. */
export const PhoneState = observer(function PhoneState({ data }: { data: PhoneChangeData }) {
  return (
    <View className='fu-bind__form'>
      <Text className='fu-bind__intro' {...srRole('status')}>{data.t('my.phone.current', data.current ?? { phone: '', areaCode: '' })}</Text>
      <Action className='fu-bind__submit' onPress={data.goBack}>{data.t('my.phone.back')}</Action>
    </View>
  )
})
