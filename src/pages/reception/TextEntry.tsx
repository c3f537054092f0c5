import { Input } from '@tarojs/components'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'

/** One labelled text field with its submit button inside the box; Enter submits too (search, code entry). */
export function TextEntry({ id, label, value, onChange, onSubmit, submitLabel, placeholder, error = '', hint, type = 'text', maxlength = 60 }: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  onSubmit?: () => void
  submitLabel?: string
  placeholder?: string
  error?: string
  hint?: string
  type?: 'text' | 'number'
  maxlength?: number
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {input => (
        <>
          <Input
            className='fu-field__input'
            type={type}
            maxlength={maxlength}
            value={value}
            placeholder={placeholder}
            confirmType='search'
            onInput={e => onChange(inputValue(e))}
            onConfirm={() => onSubmit?.()}
            nativeProps={{ ...input.nativeProps, onKeyDown: (e: { key?: string }) => { if (e.key === 'Enter') onSubmit?.() } }}
            {...input.props}
          />
          {onSubmit && submitLabel ? <Action className='fu-field__action' onPress={onSubmit}>{submitLabel}</Action> : null}
        </>
      )}
    </FormField>
  )
}
