import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { srRole } from '@/components/a11y'
import type { MessageKey } from '@/i18n'
import { Action } from '@/components/Action'
import { FieldError, FormField, inputValue } from '@/components/FormField'
import type { SocialProvider } from '@/flows'
import { CodeField } from '@/components/CodeField'
import { PhoneField } from '../PhoneField'
import { PROVIDER_BUTTON_SLOT, type LoginData, type LoginMethod } from './useLogin'
import './login.scss'

const METHODS: { method: LoginMethod; label: MessageKey }[] = [
  { method: 'phone', label: 'login.tab.phone' },
  { method: 'email', label: 'login.tab.email' },
]

const SOCIAL_LABELS: Record<SocialProvider, MessageKey> = {
  wechat: 'login.social.wechat',
  google: 'login.social.google',
  facebook: 'login.social.facebook',
}

/** The outside identities this runtime offers (Google, Facebook, WeChat), each a real button. */
const SocialButtons = observer(function SocialButtons({ data }: { data: LoginData }) {
  if (data.socialProviders.length === 0) return null
  return (
    <View className='fu-login__social' {...srRole('group', { 'aria-label': data.t('login.social.heading') })}>
      <Text className='fu-login__social-title'>{data.t('login.social.heading')}</Text>
      <View className='fu-login__social-list'>
        {data.socialProviders.map(provider => (
          <Action
            key={provider}
            className={`fu-login__social-button fu-login__social-button--${provider}`}
            disabled={!!data.socialBusy || data.submitting}
            onPress={() => { void data.socialLogin(provider) }}
          >
            {data.socialBusy === provider ? data.t('login.social.working') : data.t(SOCIAL_LABELS[provider])}
          </Action>
        ))}
      </View>
      <View id={PROVIDER_BUTTON_SLOT} className='fu-login__provider-button' />
    </View>
  )
})

/**
 * The tabs, fields, agreement and buttons of the login screen: the same controls in both variants,
 * which differ in the page around them.
 */
export const LoginForm = observer(function LoginForm({ data, variant }: { data: LoginData; variant: 'mobile' | 'desktop' }) {
  const { t, method, errors, errorText } = data
  const accountId = `fu-login-${method}`
  const accountError = errorText(errors[method])
  const codeError = errorText(errors.code)
  const agreedError = errorText(errors.agreed)

  // The tabs pattern: arrow keys move between the tabs (two of them, so either arrow switches).
  const tabKeys = {
    onKeyDown: (e: { key?: string; preventDefault?: () => void }) => {
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return
      e.preventDefault?.()
      const next: LoginMethod = method === 'phone' ? 'email' : 'phone'
      data.chooseMethod(next)
      if (typeof document !== 'undefined') document.getElementById(`fu-login-tab-${next}`)?.focus()
    },
  }

  return (
    <View className={`fu-login__form fu-login__form--${variant}`}>
      <View className='fu-login__tabs' {...srRole('tablist', { 'aria-label': t('login.method') })} {...tabKeys}>
        {METHODS.filter(item => data.methods.includes(item.method)).map(item => (
          <Action
            key={item.method}
            id={`fu-login-tab-${item.method}`}
            className={`fu-login__tab${item.method === method ? ' fu-login__tab--active' : ''}`}
            role='tab'
            aria={{ 'aria-selected': item.method === method, 'aria-controls': 'fu-login-panel' }}
            onPress={() => data.chooseMethod(item.method)}
          >
            {t(item.label)}
          </Action>
        ))}
      </View>

      <View id='fu-login-panel' className='fu-login__panel' {...srRole('tabpanel', { 'aria-label': t(method === 'phone' ? 'login.tab.phone' : 'login.tab.email') })}>
        {method === 'phone' ? (
          <PhoneField id={accountId} value={data.phone} error={accountError} onChange={data.setPhone} />
        ) : (
          <FormField id={accountId} label={t('login.email.label')} error={accountError}>
            {account => (
              <Input
                className='fu-field__input'
                type='text'
                maxlength={254}
                value={data.email}
                placeholder={t('login.email.placeholder')}
                onInput={e => data.setEmail(inputValue(e))}
                nativeProps={{ ...account.nativeProps, autoComplete: 'email', inputMode: 'email' }}
                {...account.props}
              />
            )}
          </FormField>
        )}

        <CodeField
          id='fu-login-code'
          value={data.code}
          error={codeError}
          onChange={data.setCode}
          onSubmit={() => { void data.submit() }}
          sender={data.sender}
          onSend={() => { void data.sendCode() }}
        />

        <View className='fu-login__agreement'>
          <View className='fu-login__agree'>
            <Action
              className={`fu-login__check${data.agreed ? ' fu-login__check--on' : ''}`}
              role='checkbox'
              aria={{
                'aria-checked': data.agreed,
                'aria-label': `${t('login.agree.prefix')} ${t('login.agree.link')}`,
                'aria-invalid': !!agreedError,
                ...(agreedError ? { 'aria-describedby': 'fu-login-agreed-error' } : {}),
              }}
              onPress={data.toggleAgreed}
            >
              <Text className='fu-login__box' aria-hidden>{data.agreed ? '✓' : ''}</Text>
              <Text>{t('login.agree.prefix')}</Text>
            </Action>
            <Action className='fu-login__link' role='link' onPress={data.openAgreement}>{t('login.agree.link')}</Action>
          </View>
          <FieldError id='fu-login-agreed' text={agreedError} />
        </View>

        {data.notice ? (
          <Text
            className={`fu-login__notice fu-login__notice--${data.notice.kind}`}
            {...srRole(data.notice.kind === 'error' ? 'alert' : 'status', data.notice.kind === 'status' ? { 'aria-live': 'polite' } : {})}
          >
            {t(data.notice.key)}
          </Text>
        ) : null}

        <Action className='fu-login__submit' disabled={data.submitting} onPress={() => { void data.submit() }}>
          {data.submitting ? t('login.submitting') : t('login.submit')}
        </Action>
      </View>
      <SocialButtons data={data} />
    </View>
  )
})
