import type { ReactNode } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'

/**
 * One long text in a card (a question to a company, an exhibitor's answer): the labelled textarea with its
 * character count under it (red once over the limit) and its error, then send and the way back. `top` goes above
 * the field (an intro, the question answered), `options` between field and buttons, `bottom` under the buttons.
 */
export const CountedTextForm = observer(function CountedTextForm({ id, label, placeholder, value, onInput, error, count, over, send, back, top, options, bottom }: {
  id: string
  label: string
  placeholder: string
  value: string
  onInput: (value: string) => void
  /** The field's error; '' while the text is fine. */
  error: string
  /** "12/500" */
  count: string
  over: boolean
  send: { label: string; busy: boolean; onPress: () => void }
  back: { label: string; onPress: () => void }
  top?: ReactNode
  options?: ReactNode
  bottom?: ReactNode
}) {
  return (
    <View className='fu-exhibitor__form'>
      {top}
      <FormField
        id={id}
        label={label}
        error={error}
        required
        controlClassName='fu-field__control--area'
        below={<Text className={`fu-exhibitor__length${over ? ' fu-exhibitor__length--over' : ''}`}>{count}</Text>}
      >
        {input => (
          <Textarea
            className='fu-field__textarea'
            maxlength={-1}
            value={value}
            placeholder={placeholder}
            onInput={e => onInput(inputValue(e))}
            nativeProps={input.nativeProps}
            {...input.props}
          />
        )}
      </FormField>
      {options}
      <View className='fu-exhibitor__buttons'>
        <Action className='fu-exhibitor__submit' disabled={send.busy} onPress={send.onPress}>{send.label}</Action>
        <Action className='fu-exhibitor__secondary' role='link' onPress={back.onPress}>{back.label}</Action>
      </View>
      {bottom}
    </View>
  )
})
