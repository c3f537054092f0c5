/** The console's form controls: a labelled text field, a one-of choice and a some-of choice (segmented buttons). */
import { Input, Textarea } from '@tarojs/components'
import { Action } from '@/components/Action'
import { FormField, FormFieldGroup, inputValue } from '@/components/FormField'

export function TextField({ id, label, hint, value, error, onChange, maxlength = 200, multiline = false, required }: {
  id: string; label: string; hint?: string; value: string; error: string; onChange: (value: string) => void; maxlength?: number; multiline?: boolean; required?: boolean
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} required={required} controlClassName={multiline ? 'fu-field__control--area' : undefined}>
      {input => multiline
        ? <Textarea className='fu-field__input' maxlength={maxlength} value={value} autoHeight onInput={e => onChange(inputValue(e))} nativeProps={input.nativeProps} {...input.props} />
        : <Input className='fu-field__input' type='text' maxlength={maxlength} value={value} onInput={e => onChange(inputValue(e))} nativeProps={input.nativeProps} {...input.props} />}
    </FormField>
  )
}

export function Choice<V extends string | number>({ id, label, options, value, onChange, error = '', disabled, hint }: {
  id: string; label: string; options: readonly (readonly [V, string])[]; value: V; onChange: (value: V) => void; error?: string; disabled?: boolean; hint?: string
}) {
  return (
    <FormFieldGroup id={id} label={label} error={error} hint={hint} role='radiogroup' groupClassName='fu-organizer__choices'>
      {options.map(([option, text]) => (
        <Action key={String(option)} className={`fu-organizer__choice${option === value ? ' fu-organizer__choice--on' : ''}`} role='radio' aria={{ 'aria-checked': option === value }} disabled={disabled} onPress={() => onChange(option)}>
          {text}
        </Action>
      ))}
    </FormFieldGroup>
  )
}

/** Several options, each on or off (the meeting's languages). */
export function Checks<V extends string>({ id, label, options, on, onToggle, error = '', hint }: {
  id: string; label: string; options: readonly (readonly [V, string])[]; on: readonly V[]; onToggle: (value: V) => void; error?: string; hint?: string
}) {
  return (
    <FormFieldGroup id={id} label={label} error={error} hint={hint} role='group' groupClassName='fu-organizer__choices'>
      {options.map(([option, text]) => (
        <Action key={option} className={`fu-organizer__choice${on.includes(option) ? ' fu-organizer__choice--on' : ''}`} role='checkbox' aria={{ 'aria-checked': on.includes(option) }} onPress={() => onToggle(option)}>
          {text}
        </Action>
      ))}
    </FormFieldGroup>
  )
}
