// The programme editors' fields: a line or lines of text, organiser HTML with its sanitised preview, an image address.
import { Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FormField, FormFieldGroup, inputValue } from '@/components/FormField'
import { RichText } from '@/components/RichText'
import { srRole } from '@/components/a11y'
import type { ContentTextField } from '@/core/organizerContent'
import type { MessageKey } from '@/i18n'
import type { ContentEditor } from './useContentEditor'

type T = (key: MessageKey, params?: Record<string, string | number>) => string

export interface FieldProps {
  /** The form's field name (`name.en`, `photo` …): its value, its error and the input's id. */
  name: string
  label: string
  hint?: string
  required?: boolean
  max: number
  editor: ContentEditor
}

const idOf = (name: string) => `fu-content-${name.replace(/\./g, '-')}`

/** One line of text. */
export const LineField = observer(function LineField({ name, label, hint, required, max, editor }: FieldProps) {
  return (
    <FormField id={idOf(name)} label={label} hint={hint} required={required} error={editor.errorOf(name)}>
      {input => <Input className='fu-field__input' type='text' maxlength={max} value={editor.value(name)} onInput={e => editor.setValue(name, inputValue(e))} nativeProps={input.nativeProps} {...input.props} />}
    </FormField>
  )
})

/** Several lines (a summary), or organiser HTML with `preview` under it (through the one sanitiser, as visitors see it). */
export const AreaField = observer(function AreaField({ name, label, hint, required, max, editor, preview }: FieldProps & { preview?: string }) {
  const html = editor.value(name)
  return (
    <FormField id={idOf(name)} label={label} hint={hint} required={required} error={editor.errorOf(name)} controlClassName='fu-field__control--area'
      below={preview && html.trim() ? (
        <View className='fu-content__preview' {...srRole('region', { 'aria-label': preview })}>
          <Text className='fu-organizer__meta'>{preview}</Text>
          <RichText html={html} />
        </View>
      ) : null}>
      {input => <Textarea className='fu-field__textarea' maxlength={max} value={html} onInput={e => editor.setValue(name, inputValue(e))} nativeProps={input.nativeProps} {...input.props} />}
    </FormField>
  )
})

/** An image address (http(s) or this server's upload), and the image once there is one. Uploading is still to come. */
export const ImageField = observer(function ImageField({ name, label, max, editor, t }: FieldProps & { t: T }) {
  const url = editor.value(name)
  return (
    <FormField id={idOf(name)} label={label} hint={t('organizer.content.hint.image')} error={editor.errorOf(name)}
      below={/^(https?:\/\/|\/fu\/)/.test(url) ? <View className='fu-content__thumb' style={{ backgroundImage: `url("${encodeURI(url)}")` }} aria-hidden /> : null}>
      {input => <Input className='fu-field__input' type='text' maxlength={max} value={url} onInput={e => editor.setValue(name, inputValue(e))} nativeProps={input.nativeProps} {...input.props} />}
    </FormField>
  )
})

/** The text fields of a kind, each localized one once per enabled language. */
export const TextFields = observer(function TextFields({ fields, languages, editor, t, labelOf }: {
  fields: readonly ContentTextField[]
  languages: readonly string[]
  editor: ContentEditor
  t: T
  labelOf: (field: string) => MessageKey
}) {
  const languageName = (l: string) => t(`organizer.language.${l}` as MessageKey)
  return (
    <>
      {fields.flatMap(field => {
        if (field.kind === 'image') return [<ImageField key={field.name} name={field.name} label={t(labelOf(field.name))} max={field.max} editor={editor} t={t} />]
        return languages.map(l => {
          const key = `${field.name}.${l}`
          const props = { name: key, label: t(labelOf(field.name), { language: languageName(l) }), required: field.required, max: field.max, editor }
          if (field.kind === 'line') return <LineField key={key} {...props} />
          return <AreaField key={key} {...props} hint={field.kind === 'html' ? t('organizer.content.hint.html') : undefined}
            preview={field.kind === 'html' ? t('organizer.content.preview', { language: languageName(l) }) : undefined} />
        })
      })}
    </>
  )
})

/** Options as toggle buttons (a session's speakers and lives, its type, shown or hidden). */
export function Choices({ id, label, options, isOn, onToggle, empty, error = '', multiple }: {
  id: string
  label: string
  options: readonly { id: string; label: string }[]
  isOn: (id: string) => boolean
  onToggle: (id: string) => void
  empty?: string
  error?: string
  multiple: boolean
}) {
  return (
    <FormFieldGroup id={id} label={label} error={error} role={multiple ? 'group' : 'radiogroup'} groupClassName='fu-organizer__choices'>
      {options.length === 0 && empty ? <Text className='fu-organizer__meta'>{empty}</Text> : null}
      {options.map(o => (
        <Action key={o.id} className={`fu-organizer__choice${isOn(o.id) ? ' fu-organizer__choice--on' : ''}`} role={multiple ? 'checkbox' : 'radio'}
          aria={{ 'aria-checked': isOn(o.id) }} onPress={() => onToggle(o.id)}>
          {o.label}
        </Action>
      ))}
    </FormFieldGroup>
  )
}
