import { Input } from '@tarojs/components'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'

/** One labelled text field with its submit button; Enter submits too (a code typed or a booth scanner's input). */
export function TextEntry({ id, label, value, onChange, onSubmit, submitLabel, error = '', hint, maxlength = 60 }: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  onSubmit: () => void
  submitLabel: string
  error?: string
  hint?: string
  maxlength?: number
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {input => (
        <>
          <Input className='fu-field__input' type='text' maxlength={maxlength} value={value} confirmType='done'
            onInput={e => onChange(inputValue(e))} onConfirm={onSubmit}
            nativeProps={{ ...input.nativeProps, autoComplete: 'off', onKeyDown: (e: { key?: string }) => { if (e.key === 'Enter') onSubmit() } }}
            {...input.props} />
          <Action className='fu-field__action' onPress={onSubmit}>{submitLabel}</Action>
        </>
      )}
    </FormField>
  )
}
