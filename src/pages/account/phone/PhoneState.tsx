import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Failed, Loading } from '@/components/StateViews'
import { srRole } from '@/components/a11y'
import type { PhoneChangeData } from './usePhoneChange'

/** Under the heading while there is no form: loading, a failure with retry, or the phone the account already has. */
export const PhoneState = observer(function PhoneState({ data }: { data: PhoneChangeData }) {
  if (data.state === 'loading') return <Loading />
  if (data.state === 'failed') return <Failed message={data.loadError} onRetry={data.retry} />
  return (
    <View className='fu-bind__form'>
      <Text className='fu-bind__intro' {...srRole('status')}>{data.t('my.phone.current', data.current ?? { phone: '', areaCode: '' })}</Text>
      <Action className='fu-bind__submit' onPress={data.goBack}>{data.t('my.phone.back')}</Action>
    </View>
  )
})
