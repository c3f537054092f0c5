import { Input } from '@tarojs/components'
import { Action } from './Action'
import { FormField, inputValue } from './FormField'

/**
 * One labelled text field with its submit button inside the box; Enter submits too (a search, a typed code, a booth or
 * desk scanner's input, which types and presses Enter). No autocomplete: what is typed is someone else's code or a
 * look-up, never the person's own details.
 */
export function TextEntry({ id, label, value, onChange, onSubmit, submitLabel, placeholder, error = '', hint, type = 'text', maxlength = 60, confirmType = 'search' }: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** Called with the field's text as it is at that moment: a scanner types and presses Enter faster than a render. */
  onSubmit?: (typed: string) => void
  submitLabel?: string
  placeholder?: string
  error?: string
  hint?: string
  type?: 'text' | 'number'
  maxlength?: number
  /** The phone keyboard's Enter key: "search" for look-ups, "done" for a code that is kept. */
  confirmType?: 'search' | 'done'
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
            confirmType={confirmType}
            onInput={e => onChange(inputValue(e))}
            onConfirm={e => onSubmit?.(inputValue(e))}
            nativeProps={{ ...input.nativeProps, autoComplete: 'off', onKeyDown: (e: { key?: string; target?: unknown }) => { if (e.key === 'Enter') onSubmit?.(inputValue(e)) } }}
            {...input.props}
          />
          {onSubmit && submitLabel ? <Action className='fu-field__action' onPress={() => onSubmit(value)}>{submitLabel}</Action> : null}
        </>
      )}
    </FormField>
  )
}
