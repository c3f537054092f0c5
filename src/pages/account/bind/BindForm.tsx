import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { srRole } from '@/components/a11y'
import { Action } from '@/components/Action'
import { CodeField } from '@/components/CodeField'
import { PhoneField } from '../PhoneField'
import type { BindData } from './useBind'

/** Phone, SMS code and the bind button: the same controls in both variants. */
export const BindForm = observer(function BindForm({ data }: { data: BindData }) {
  const { t } = data
  if (data.mode === 'signed-out') {
    return (
      <View className='fu-bind__form'>
        <Text className='fu-bind__intro' {...srRole('status')}>{t('bind.signIn')}</Text>
        <Action className='fu-bind__submit' onPress={data.signIn}>{t('bind.signIn.action')}</Action>
      </View>
    )
  }
  return (
    <View className='fu-bind__form'>
      <Text className='fu-bind__intro'>{t(data.mode === 'wechat' ? 'bind.intro.wechat' : 'bind.intro')}</Text>
      <PhoneField id='fu-bind-phone' value={data.phone} error={data.errorText(data.errors.phone)} onChange={data.setPhone} />
      <CodeField
        id='fu-bind-code'
        value={data.code}
        error={data.errorText(data.errors.code)}
        onChange={data.setCode}
        onSubmit={() => { void data.submit() }}
        sender={data.sender}
        onSend={() => { void data.sendCode() }}
      />
      {data.notice ? (
        <Text
          className={`fu-bind__notice fu-bind__notice--${data.notice.kind}`}
          {...srRole(data.notice.kind === 'error' ? 'alert' : 'status', data.notice.kind === 'status' ? { 'aria-live': 'polite' } : {})}
        >
          {t(data.notice.key)}
        </Text>
      ) : null}
      <Action className='fu-bind__submit' disabled={data.submitting} onPress={() => { void data.submit() }}>
        {data.submitting ? t('bind.submitting') : t('bind.submit')}
      </Action>
    </View>
  )
})
