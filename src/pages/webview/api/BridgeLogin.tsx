import { Button, Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { srRole } from '@/components/a11y'
import { CodeField } from '@/components/CodeField'
import { FormField, inputValue } from '@/components/FormField'
import { AREA_CODE } from '@/components/useCodeSender'
import { useBridgeLogin, type BridgeLoginData } from './useBridgeLogin'
import './bridgeLogin.scss'

/**
 * Signing the web-view in with WeChat (bridge page, `action=login`): a status while wx.login and the server answer;
 * for a first-time person WeChat's phone-number button and, as the fallback, phone + SMS code; a failure with retry.
 */
export const BridgeLogin = observer(function BridgeLogin({ back }: { back: string }) {
  const data = useBridgeLogin(back)
  const { t, stage } = data
  if (stage === 'failed') {
    return (
      <View className='fu-state fu-state--failed' {...srRole('alert')}>
        <Text>{t(data.failure)}</Text>
        <Action className='fu-button' onPress={data.retry}>{t('common.retry')}</Action>
      </View>
    )
  }
  if (stage !== 'binding') {
    return (
      <View className='fu-state' {...srRole('status', { 'aria-live': 'polite' })}>
        <Text>{t(stage === 'signing-in' ? 'bridge.login.working' : 'bridge.login.returning')}</Text>
      </View>
    )
  }
  return <BindPhone data={data} />
})

const BindPhone = observer(function BindPhone({ data }: { data: BridgeLoginData }) {
  const { t, errors } = data
  return (
    <View className='fu-bridge-login'>
      <Text className='fu-bridge-login__title' {...srRole('heading', { 'aria-level': 1 })}>{t('bridge.login.bindTitle')}</Text>
      <Text className='fu-bridge-login__hint'>{t('bridge.login.bindHint')}</Text>
      <Button
        className='fu-bridge-login__phone-button'
        openType='getPhoneNumber'
        disabled={data.submitting}
        onGetPhoneNumber={e => data.bindWithPhoneButton(e.detail)}
      >
        {t('bridge.login.usePhone')}
      </Button>
      <Text className='fu-bridge-login__or'>{t('bridge.login.orSms')}</Text>
      <FormField id='fu-bridge-phone' label={t('login.phone.label')} error={errors.phone ? t(errors.phone) : ''}>
        {input => (
          <>
            <Text className='fu-field__prefix' aria-hidden>+{AREA_CODE}</Text>
            <Input
              className='fu-field__input'
              type='number'
              maxlength={11}
              value={data.phone}
              placeholder={t('login.phone.placeholder')}
              onInput={e => data.setPhone(inputValue(e))}
              {...input.props}
            />
          </>
        )}
      </FormField>
      <CodeField
        id='fu-bridge-code'
        value={data.smsCode}
        error={errors.code ? t(errors.code) : ''}
        onChange={data.setSmsCode}
        onSubmit={data.bindWithSms}
        sender={data.sender}
        onSend={data.sendCode}
      />
      {data.notice ? (
        <Text
          className={`fu-bridge-login__notice fu-bridge-login__notice--${data.notice.kind}`}
          {...srRole(data.notice.kind === 'error' ? 'alert' : 'status')}
        >
          {t(data.notice.key)}
        </Text>
      ) : null}
      <Action className='fu-bridge-login__submit' disabled={data.submitting} onPress={data.bindWithSms}>
        {data.submitting ? t('login.submitting') : t('bridge.login.submit')}
      </Action>
    </View>
  )
})
