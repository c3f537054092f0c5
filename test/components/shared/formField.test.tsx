import { fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { Input } from '@tarojs/components'
import { FormField, FormFieldGroup, fieldInputProps, inputValue } from '@/components/FormField'

/** A field as a screen uses it: a controlled Input that the test types into. */
function NameField({ error = '', hint, required = false }: { error?: string; hint?: string; required?: boolean }) {
  const [value, setValue] = useState('')
  return (
    <FormField id='name' label='Name' error={error} hint={hint} required={required} optional='optional'>
      {input => <Input className='fu-field__input' value={value} onInput={e => setValue(inputValue(e))} nativeProps={input.nativeProps} {...input.props} />}
    </FormField>
  )
}

const describedBy = (element: HTMLElement) => (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)

describe('FormField', () => {
  it('labels its input, marks a required one and hides the mark from screen readers', () => {
    render(<NameField required />)
    const input = screen.getByLabelText('Name')
    expect(input).toHaveAttribute('aria-required', 'true')
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden')
    expect(screen.queryByText('(optional)')).toBeNull()
  })

  it('says "optional" after the label of a field that may stay empty', () => {
    render(<NameField />)
    expect(screen.getByText('(optional)')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-required')
  })

  it('is valid without an error: no alert, nothing described', () => {
    render(<NameField />)
    const input = screen.getByLabelText('Name')
    expect(input).toHaveAttribute('aria-invalid', 'false')
    expect(input).not.toHaveAttribute('aria-describedby')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the error right under its own field, announced, and named by the input', () => {
    render(<><NameField error='This field is required' /><NameField /></>)
    const [input] = screen.getAllByLabelText('Name')
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('This field is required')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(describedBy(input)).toEqual([alert.id])
    const field = input.closest('.fu-field') as HTMLElement
    expect(field).toContainElement(alert)
    expect(field.lastElementChild).toBe(alert)
    expect(input.closest('.fu-field__control')).toHaveClass('fu-field__control--invalid')
  })

  it('describes the input by its hint, and by hint and error when both show', () => {
    const { rerender } = render(<NameField hint='As on your ID card' />)
    const input = screen.getByLabelText('Name')
    expect(describedBy(input).map(id => document.getElementById(id)?.textContent)).toEqual(['As on your ID card'])
    rerender(<NameField hint='As on your ID card' error='Too short' />)
    expect(describedBy(screen.getByLabelText('Name')).map(id => document.getElementById(id)?.textContent)).toEqual(['As on your ID card', 'Too short'])
  })

  it('hands typing through to the screen', () => {
    render(<NameField />)
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Li Lei' } })
    expect(screen.getByLabelText('Name')).toHaveValue('Li Lei')
  })
})

describe('FormFieldGroup', () => {
  function TicketChoice({ error = '' }: { error?: string }) {
    return (
      <FormFieldGroup id='ticket' label='Ticket type' error={error} required role='radiogroup' below={<span>below the options</span>}>
        <button type='button' role='radio' aria-checked='false'>Student</button>
      </FormFieldGroup>
    )
  }

  it('names the group by its visible label and ties the error to it', () => {
    render(<TicketChoice error='Please choose a ticket type' />)
    const group = screen.getByRole('radiogroup', { name: 'Ticket type' })
    expect(within(group).getByRole('radio', { name: 'Student' })).toBeInTheDocument()
    expect(group).toHaveAttribute('aria-invalid', 'true')
    expect(group).toHaveAttribute('aria-required', 'true')
    expect(describedBy(group).map(id => document.getElementById(id))).toEqual([screen.getByRole('alert')])
    expect(screen.getByText('below the options').closest('.fu-field')).toContainElement(group)
  })

  it('has no error to describe while the choice is fine', () => {
    render(<TicketChoice />)
    expect(screen.getByRole('radiogroup', { name: 'Ticket type' })).not.toHaveAttribute('aria-describedby')
  })
})

describe('fieldInputProps', () => {
  const env = process.env.TARO_ENV
  afterEach(() => { process.env.TARO_ENV = env })

  it('puts id and aria on the native <input> in the H5 build (Taro wraps it in a custom element)', () => {
    process.env.TARO_ENV = 'h5'
    const input = fieldInputProps({ id: 'code', label: 'Code', error: 'Wrong code' })
    expect(input.props).toEqual({})
    expect(input.nativeProps).toEqual({ id: 'code', 'aria-label': 'Code', 'aria-invalid': true, 'aria-describedby': 'code-error' })
  })

  it('puts aria on the component in the mini-program, which has no native props', () => {
    process.env.TARO_ENV = 'weapp'
    expect(fieldInputProps({ id: 'code', label: 'Code', error: '' }).props).toEqual({ 'aria-label': 'Code', 'aria-invalid': false })
  })
})

describe('inputValue', () => {
  it('reads Taro\'s detail.value, else the DOM input\'s value', () => {
    expect(inputValue({ detail: { value: 'taro' } })).toBe('taro')
    expect(inputValue({ target: { value: 'dom' } })).toBe('dom')
    expect(inputValue({})).toBe('')
  })
})
