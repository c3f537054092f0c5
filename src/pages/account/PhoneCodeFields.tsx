import { Input, Text } from '@tarojs/components'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'
import type { LanguageStore } from '@/stores/LanguageStore'
import { AREA_CODE } from './login/useLogin'

type Translate = LanguageStore['t']

/** A mainland mobile number after its fixed +86: login's phone tab and /bind. */
export function PhoneField({ id, value, error, t, onChange }: { id: string; value: string; error: string; t: Translate; onChange: (value: string) => void }) {
  return (
    <FormField id={id} label={t('login.phone.label')} error={error}>
      {input => (
        <>
          <Text className='fu-field__prefix' aria-hidden>+{AREA_CODE}</Text>
          <Input
            className='fu-field__input'
            type='number'
            maxlength={11}
            value={value}
            placeholder={t('login.phone.placeholder')}
            onInput={e => onChange(inputValue(e))}
            nativeProps={{ ...input.nativeProps, autoComplete: 'tel-national', inputMode: 'tel' }}
            {...input.props}
          />
        </>
      )}
    </FormField>
  )
}

/** The verification code with its send button, which counts down before a code may be sent again. */
export function CodeField({ id, value, error, t, onChange, onSubmit, sending, secondsLeft, onSend }: {
  id: string
  value: string
  error: string
  t: Translate
  onChange: (value: string) => void
  /** The keyboard's "done" submits the form. */
  onSubmit: () => void
  sending: boolean
  secondsLeft: number
  onSend: () => void
}) {
  const sendLabel = sending ? t('login.sending') : secondsLeft > 0 ? t('login.resendIn', { seconds: secondsLeft }) : t('login.sendCode')
  return (
    <FormField id={id} label={t('login.code.label')} error={error}>
      {input => (
        <>
          <Input
            className='fu-field__input'
            type='number'
            maxlength={8}
            value={value}
            placeholder={t('login.code.placeholder')}
            confirmType='done'
            onInput={e => onChange(inputValue(e))}
            onConfirm={onSubmit}
            nativeProps={{ ...input.nativeProps, autoComplete: 'one-time-code', inputMode: 'numeric' }}
            {...input.props}
          />
          <Action className='fu-field__action' disabled={sending || secondsLeft > 0} onPress={onSend}>{sendLabel}</Action>
        </>
      )}
    </FormField>
  )
}
