import { Input } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { Action } from './Action'
import { FormField, inputValue } from './FormField'
import type { CodeSender } from './useCodeSender'

/**
 * The verification code with its send button (useCodeSender), which counts down before a code may be sent again:
 * the one code field of every code form (login, binding a phone, adding an e-mail).
 */
export const CodeField = observer(function CodeField({ id, value, error, onChange, onSubmit, sender, onSend }: {
  id: string
  value: string
  error: string
  onChange: (value: string) => void
  /** The keyboard's "done" submits the form. */
  onSubmit: () => void
  sender: Pick<CodeSender, 'sending' | 'secondsLeft'>
  onSend: () => void
}) {
  const { t } = useStores().language
  const { sending, secondsLeft } = sender
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
})
