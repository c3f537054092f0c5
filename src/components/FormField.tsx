import type { ReactNode } from 'react'
import { Label, Text, View } from '@tarojs/components'
import { inputAria, srRole } from './a11y'
import { block, cx } from './classNames'
import './FormField.scss'

const fieldClass = block('field')

type AriaProps = Record<string, string | boolean>

/** What a field says about itself: shared by the input field and the group of options. */
interface FieldProps {
  /** The input's id; `<id>-hint`, `<id>-error` and `<id>-label` are derived from it. */
  id: string
  label: string
  /** The message under the field; '' while the value is fine. */
  error: string
  /** Marks the label with a red * (screen readers hear aria-required instead). */
  required?: boolean
  /** Shown in brackets after the label of a field that may stay empty, e.g. "optional". */
  optional?: string
  /** A line under the control that explains what to enter. */
  hint?: string
  /** The screen's own class on the field block, for its layout. */
  className?: string
}

/**
 * The props that label a Taro Input / Textarea and tie it to its hint and error. The H5 build renders Taro's
 * Input as a custom element around a native <input>: they must go on that input (`nativeProps`), so there is
 * one labelled field. The mini-program (and the component tests) read them on the component (`props`).
 */
interface FieldInputProps {
  props: AriaProps
  nativeProps: AriaProps
}

function describedBy(id: string, hint: string | undefined, error: string): string {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
}

/** The input props of a field; FormField hands them to its children, a lone input (e.g. an "other" answer) asks here. */
export function fieldInputProps({ id, label, error, hint, required }: Pick<FieldProps, 'id' | 'label' | 'error' | 'hint' | 'required'>): FieldInputProps {
  const aria: AriaProps = { 'aria-label': label, 'aria-invalid': !!error }
  if (required) aria['aria-required'] = true
  const described = describedBy(id, hint, error)
  if (described) aria['aria-describedby'] = described
  return inputAria(id, aria)
}

function LabelMark({ required, optional }: Pick<FieldProps, 'required' | 'optional'>) {
  if (required) return <Text className='fu-field__required' aria-hidden>*</Text>
  if (optional) return <Text className='fu-field__optional'>({optional})</Text>
  return null
}

/** A field's error message: announced at once, and named by its input's aria-describedby (`<id>-error`). */
export function FieldError({ id, text }: { id: string; text: string }) {
  if (!text) return null
  return <Text id={`${id}-error`} className='fu-field__error' {...srRole('alert')}>{text}</Text>
}

function FieldNotes({ id, hint, error }: Pick<FieldProps, 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint ? <Text id={`${id}-hint`} className='fu-field__hint'>{hint}</Text> : null}
      <FieldError id={id} text={error} />
    </>
  )
}

/** The text of a Taro Input / Textarea event: `detail.value` in Taro, the DOM input's value in component tests. */
export function inputValue(e: { detail?: { value?: string }; target?: unknown }): string {
  return e.detail?.value ?? ((e.target as HTMLInputElement | null)?.value ?? '')
}

/**
 * One labelled input: the label tied to it, a required or optional mark, the control box (red while invalid),
 * a hint and the error right under it. `children` renders the control box's content (the Input or Textarea with
 * the given props, and e.g. a "+86" prefix or a send-code button beside it).
 */
export function FormField({ children, controlClassName, below, ...field }: FieldProps & {
  /** e.g. `fu-field__control--area` for a Textarea */
  controlClassName?: string
  /** Under the control box, e.g. the status of an applied code. */
  below?: ReactNode
  children: (input: FieldInputProps) => ReactNode
}) {
  return (
    <View className={cx(fieldClass(), field.className)}>
      <Label className='fu-field__label' for={field.id}>{field.label}<LabelMark required={field.required} optional={field.optional} /></Label>
      <View className={cx(fieldClass('control', { invalid: !!field.error }), controlClassName)}>
        {children(fieldInputProps(field))}
      </View>
      {below}
      <FieldNotes id={field.id} hint={field.hint} error={field.error} />
    </View>
  )
}

/**
 * One labelled group of options (radio or checkbox buttons): the visible label names the group, whose
 * aria-describedby points at the hint and error under it. `below` goes under the options (e.g. an "other" input).
 */
export function FormFieldGroup({ role, groupClassName, below, children, ...field }: FieldProps & {
  role: 'radiogroup' | 'group'
  groupClassName?: string
  below?: ReactNode
  children: ReactNode
}) {
  const described = describedBy(field.id, field.hint, field.error)
  const aria = {
    'aria-labelledby': `${field.id}-label`,
    'aria-invalid': !!field.error,
    // aria-required belongs to a radiogroup; a group of checkboxes has no such state.
    ...(field.required && role === 'radiogroup' ? { 'aria-required': true } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  }
  return (
    <View className={cx(fieldClass(), field.className)}>
      <Text className='fu-field__label' id={`${field.id}-label`}>{field.label}<LabelMark required={field.required} optional={field.optional} /></Text>
      <View className={groupClassName} {...srRole(role, aria)}>{children}</View>
      {below}
      <FieldNotes id={field.id} hint={field.hint} error={field.error} />
    </View>
  )
}
