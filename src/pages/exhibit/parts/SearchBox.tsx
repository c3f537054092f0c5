import { Input, Label, View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { srRole } from '@/components/a11y'

type InputEvent = { detail?: { value?: string }; target?: unknown }
const valueOf = (e: InputEvent) => e.detail?.value ?? ((e.target as HTMLInputElement | null)?.value ?? '')

export interface SearchBoxTexts { label: string; placeholder: string; submit: string; clear: string }

/** A labelled keyword field with "search" (also Enter / the keyboard's confirm) and "clear". */
export function SearchBox({ id, value, texts, onInput, onSubmit, onClear }: {
  id: string
  value: string
  texts: SearchBoxTexts
  onInput: (value: string) => void
  onSubmit: () => void
  onClear: () => void
}) {
  const aria = { 'aria-label': texts.label }
  // Taro's H5 Input wraps a native <input>: the id and aria go on it (nativeProps); elsewhere on the component.
  // eslint-disable-next-line no-restricted-syntax -- temporary: this branch only; the screens' worker moves it to inputAria / platform
  const top = process.env.TARO_ENV === 'h5' ? {} : aria
  return (
    <View className='fu-search-box' {...srRole('search')}>
      <Label className='fu-search-box__label' for={id}>{texts.label}</Label>
      <Input
        className='fu-search-box__input'
        type='text'
        confirmType='search'
        maxlength={100}
        value={value}
        placeholder={texts.placeholder}
        onInput={e => onInput(valueOf(e))}
        onConfirm={onSubmit}
        nativeProps={{ id, ...aria, type: 'search', enterKeyHint: 'search', autoComplete: 'off' }}
        {...top}
      />
      {value ? <Action className='fu-search-box__clear' onPress={onClear}>{texts.clear}</Action> : null}
      <Action className='fu-search-box__submit' onPress={onSubmit}>{texts.submit}</Action>
    </View>
  )
}
