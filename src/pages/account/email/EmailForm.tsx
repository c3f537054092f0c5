import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'
import { srRole } from '@/components/a11y'
import { CodeField } from '@/components/CodeField'
import type { ChangeEmailData } from './useChangeEmail'

/** The e-mail, its code and the submit button; or the address the account already has. Same in both variants. */
export const EmailForm = observer(function EmailForm({ data }: { data: ChangeEmailData }) {
  const { t } = data
  if (data.state === 'locked') {
    return (
      <View className='fu-email__form'>
        <Text className='fu-email__intro' {...srRole('status')}>{t('my.email.current', { email: data.current })}</Text>
        <Action className='fu-email__submit' onPress={data.goBack}>{t('my.email.back')}</Action>
      </View>
    )
  }
  return (
    <View className='fu-email__form'>
      <Text className='fu-email__intro'>{t('my.email.intro')}</Text>
      <FormField id='fu-email-address' label={t('login.email.label')} error={data.errorText(data.errors.email)}>
        {input => (
          <Input
            className='fu-field__input'
            type='text'
            maxlength={120}
            value={data.email}
            placeholder={t('login.email.placeholder')}
            onInput={e => data.setEmail(inputValue(e))}
            nativeProps={{ ...input.nativeProps, autoComplete: 'email', inputMode: 'email' }}
            {...input.props}
          />
        )}
      </FormField>
      <CodeField
        id='fu-email-code'
        value={data.code}
        error={data.errorText(data.errors.code)}
        onChange={data.setCode}
        onSubmit={() => { void data.submit() }}
        sender={data.sender}
        onSend={() => { void data.sendCode() }}
      />
      {data.notice ? (
        <Text
          className={`fu-email__notice fu-email__notice--${data.notice.kind}`}
          {...srRole(data.notice.kind === 'error' ? 'alert' : 'status', data.notice.kind === 'status' ? { 'aria-live': 'polite' } : {})}
        >
          {t(data.notice.key)}
        </Text>
      ) : null}
      <Action className='fu-email__submit' disabled={data.submitting} onPress={() => { void data.submit() }}>
        {data.submitting ? t('my.email.submitting') : t('my.email.submit')}
      </Action>
    </View>
  )
})
