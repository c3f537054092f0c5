import { Input, Label, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { srRole } from '@/components/a11y'
import { Action } from '@/components/Action'
import { AREA_CODE, type BindData } from './useBind'

type InputEvent = { detail?: { value?: string }; target?: unknown }
const valueOf = (e: InputEvent) => e.detail?.value ?? ((e.target as HTMLInputElement | null)?.value ?? '')

/** Label and error ties of an input: on the native <input> in H5 (Taro wraps it), on the component elsewhere. */
function fieldProps(id: string, label: string, error: string) {
  const described: Record<string, string | boolean> = { 'aria-label': label, 'aria-invalid': !!error }
  if (error) described['aria-describedby'] = `${id}-error`
  return { top: process.env.TARO_ENV === 'h5' ? {} : described, native: { id, ...described } }
}

function FieldError({ id, text }: { id: string; text: string }) {
  if (!text) return null
  return <Text id={`${id}-error`} className='fu-bind__error' {...srRole('alert')}>{text}</Text>
}

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
  const phoneLabel = t('login.phone.label')
  const phoneError = data.errorText(data.errors.phone)
  const phone = fieldProps('fu-bind-phone', phoneLabel, phoneError)
  const codeLabel = t('login.code.label')
  const codeError = data.errorText(data.errors.code)
  const code = fieldProps('fu-bind-code', codeLabel, codeError)
  const sendLabel = data.sending ? t('login.sending') : data.secondsLeft > 0 ? t('login.resendIn', { seconds: data.secondsLeft }) : t('login.sendCode')
  return (
    <View className='fu-bind__form'>
      <Text className='fu-bind__intro'>{t(data.mode === 'wechat' ? 'bind.intro.wechat' : 'bind.intro')}</Text>
      <View className='fu-bind__field'>
        <Label className='fu-bind__label' for='fu-bind-phone'>{phoneLabel}</Label>
        <View className={`fu-bind__control${phoneError ? ' fu-bind__control--invalid' : ''}`}>
          <Text className='fu-bind__area' aria-hidden>+{AREA_CODE}</Text>
          <Input
            className='fu-bind__input'
            type='number'
            maxlength={11}
            value={data.phone}
            placeholder={t('login.phone.placeholder')}
            onInput={e => data.setPhone(valueOf(e))}
            nativeProps={{ ...phone.native, autoComplete: 'tel-national', inputMode: 'tel' }}
            {...phone.top}
          />
        </View>
        <FieldError id='fu-bind-phone' text={phoneError} />
      </View>
      <View className='fu-bind__field'>
        <Label className='fu-bind__label' for='fu-bind-code'>{codeLabel}</Label>
        <View className={`fu-bind__control${codeError ? ' fu-bind__control--invalid' : ''}`}>
          <Input
            className='fu-bind__input'
            type='number'
            maxlength={8}
            value={data.code}
            placeholder={t('login.code.placeholder')}
            confirmType='done'
            onInput={e => data.setCode(valueOf(e))}
            onConfirm={() => { void data.submit() }}
            nativeProps={{ ...code.native, autoComplete: 'one-time-code', inputMode: 'numeric' }}
            {...code.top}
          />
          <Action className='fu-bind__send' disabled={data.sending || data.secondsLeft > 0} onPress={() => { void data.sendCode() }}>
            {sendLabel}
          </Action>
        </View>
        <FieldError id='fu-bind-code' text={codeError} />
      </View>
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
