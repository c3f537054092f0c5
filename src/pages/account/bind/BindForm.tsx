import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { srRole } from '@/components/a11y'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'
import { AREA_CODE, type BindData } from './useBind'

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
  const sendLabel = data.sending ? t('login.sending') : data.secondsLeft > 0 ? t('login.resendIn', { seconds: data.secondsLeft }) : t('login.sendCode')
  return (
    <View className='fu-bind__form'>
      <Text className='fu-bind__intro'>{t(data.mode === 'wechat' ? 'bind.intro.wechat' : 'bind.intro')}</Text>
      <FormField id='fu-bind-phone' label={t('login.phone.label')} error={data.errorText(data.errors.phone)}>
        {phone => (
          <>
            <Text className='fu-field__prefix' aria-hidden>+{AREA_CODE}</Text>
            <Input
              className='fu-field__input'
              type='number'
              maxlength={11}
              value={data.phone}
              placeholder={t('login.phone.placeholder')}
              onInput={e => data.setPhone(inputValue(e))}
              nativeProps={{ ...phone.nativeProps, autoComplete: 'tel-national', inputMode: 'tel' }}
              {...phone.props}
            />
          </>
        )}
      </FormField>
      <FormField id='fu-bind-code' label={t('login.code.label')} error={data.errorText(data.errors.code)}>
        {code => (
          <>
            <Input
              className='fu-field__input'
              type='number'
              maxlength={8}
              value={data.code}
              placeholder={t('login.code.placeholder')}
              confirmType='done'
              onInput={e => data.setCode(inputValue(e))}
              onConfirm={() => { void data.submit() }}
              nativeProps={{ ...code.nativeProps, autoComplete: 'one-time-code', inputMode: 'numeric' }}
              {...code.props}
            />
            <Action className='fu-bind__send' disabled={data.sending || data.secondsLeft > 0} onPress={() => { void data.sendCode() }}>
              {sendLabel}
            </Action>
          </>
        )}
      </FormField>
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
