import { Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { srRole } from '@/components/a11y'
import { Action } from '@/components/Action'
import { Price } from '@/components/Price'
import { FormField, FormFieldGroup, fieldInputProps, inputValue } from '@/components/FormField'
import { formatYuan, type RegistrationField } from '@/core'
import type { ActivityFormData, QuestionView } from './useActivityForm'
import { IdCardScanAction } from './IdCardScanAction'
import { useIdCardScan } from './useIdCardScan'
import './form.scss'

const INPUT_TYPES: Record<RegistrationField, { maxlength: number; autoComplete: string; inputMode?: string }> = {
  name: { maxlength: 60, autoComplete: 'name' },
  phone: { maxlength: 11, autoComplete: 'tel-national', inputMode: 'tel' },
  email: { maxlength: 254, autoComplete: 'email', inputMode: 'email' },
  job: { maxlength: 80, autoComplete: 'organization-title' },
  id_number: { maxlength: 18, autoComplete: 'off' },
}

/** One of the registration's own fields (name, phone, e-mail, job, ID number). */
const FieldQuestion = observer(function FieldQuestion({ data, question }: { data: ActivityFormData; question: QuestionView }) {
  const field = question.type as RegistrationField
  const id = `fu-reg-${field}`
  const scan = useIdCardScan(data.setField)
  const idScan = field === 'id_number'
  const error = data.errorText(data.errors[field]) || (idScan ? scan.errorText : '')
  const kind = INPUT_TYPES[field]
  return (
    <FormField
      id={id}
      className='fu-reg__field'
      label={question.title}
      required={question.required}
      optional={data.t('registration.optional')}
      hint={field === 'id_number' ? data.t('registration.field.id_number.hint') : undefined}
      error={error}
    >
      {input => (
        <>
          <Input
            className='fu-field__input'
            type={field === 'phone' ? 'number' : 'text'}
            maxlength={kind.maxlength}
            value={data.fields[field]}
            onInput={e => data.setField(field, inputValue(e))}
            nativeProps={{ ...input.nativeProps, autoComplete: kind.autoComplete, ...(kind.inputMode ? { inputMode: kind.inputMode } : {}) }}
            {...input.props}
          />
          {idScan ? <IdCardScanAction scan={scan} /> : null}
        </>
      )}
    </FormField>
  )
})

/** A custom question: text, textarea, or a choice (radio, select: one; checkbox: several). */
const CustomQuestion = observer(function CustomQuestion({ data, question }: { data: ActivityFormData; question: QuestionView }) {
  const id = `fu-reg-q-${question.id}`
  const error = data.errorText(data.errors[question.id])
  const answer = data.answers[question.id]
  const mark = { required: question.required, optional: data.t('registration.optional') }
  if (question.type === 'text' || question.type === 'textarea') {
    const area = question.type === 'textarea'
    return (
      <FormField id={id} className='fu-reg__field' label={question.title} {...mark} error={error} controlClassName={area ? 'fu-field__control--area' : undefined}>
        {input => area ? (
          <Textarea className='fu-field__textarea' maxlength={2000} value={answer?.value ?? ''} onInput={e => data.setAnswerText(question.id, inputValue(e))} nativeProps={input.nativeProps} {...input.props} />
        ) : (
          <Input className='fu-field__input' type='text' maxlength={2000} value={answer?.value ?? ''} onInput={e => data.setAnswerText(question.id, inputValue(e))} nativeProps={input.nativeProps} {...input.props} />
        )}
      </FormField>
    )
  }
  const multiple = question.type === 'checkbox'
  const chosen = answer?.options ?? []
  const otherChosen = question.options.some(o => o.other && chosen.includes(o.id))
  const otherId = `${id}-other`
  const other = fieldInputProps({ id: otherId, label: `${question.title} · ${data.t('registration.other.label')}`, error: '' })
  return (
    <FormFieldGroup
      id={id}
      className='fu-reg__field'
      label={question.title}
      {...mark}
      error={error}
      role={multiple ? 'group' : 'radiogroup'}
      groupClassName={`fu-reg__choices fu-reg__choices--${question.type}`}
      below={otherChosen ? (
        <View className='fu-field__control'>
          <Input className='fu-field__input' type='text' maxlength={500} placeholder={data.t('registration.other.label')} value={answer?.other ?? ''} onInput={e => data.setOtherText(question.id, inputValue(e))} nativeProps={other.nativeProps} {...other.props} />
        </View>
      ) : null}
    >
      {question.options.map(option => {
        const on = chosen.includes(option.id)
        return (
          <Action
            key={option.id}
            className={`fu-reg__choice${on ? ' fu-reg__choice--on' : ''}${option.disabled ? ' fu-reg__choice--disabled' : ''}`}
            role={multiple ? 'checkbox' : 'radio'}
            aria={{ 'aria-checked': on }}
            disabled={option.disabled}
            onPress={() => data.chooseOption(question, option.id)}
          >
            <Text className={`fu-reg__mark fu-reg__mark--${multiple ? 'box' : 'dot'}`} aria-hidden>{on ? '✓' : ''}</Text>
            <Text>{option.title}</Text>
            {option.disabled ? <Text className='fu-reg__unavailable'>{data.t('registration.option.unavailable')}</Text> : null}
          </Action>
        )
      })}
    </FormFieldGroup>
  )
})

/** Name, phone, e-mail, job, ID number and the form's own questions, in the form's order. */
export const QuestionList = observer(function QuestionList({ data }: { data: ActivityFormData }) {
  return (
    <View className='fu-reg__questions'>
      {data.questions.map(question => (['name', 'phone', 'email', 'job', 'id_number'].includes(question.type)
        ? <FieldQuestion key={question.id} data={data} question={question} />
        : <CustomQuestion key={question.id} data={data} question={question} />))}
    </View>
  )
})

/** Coupon code: checked with the server, the discounted price shown; the order is the final judge. */
export const CouponBox = observer(function CouponBox({ data }: { data: ActivityFormData }) {
  if (data.mode === 'resubmit' || !data.prices.some(p => p.amount > 0)) return null
  const { t } = data
  const id = 'fu-reg-coupon'
  return (
    <FormField
      id={id}
      className='fu-reg__field fu-reg__coupon'
      label={t('registration.coupon.label')}
      optional={t('registration.optional')}
      error={data.couponErrorText}
      below={data.coupon ? <Text className='fu-reg__applied' {...srRole('status')}>{t('registration.coupon.applied', { code: data.coupon.code })}</Text> : null}
    >
      {input => (
        <>
          <Input
            className='fu-field__input'
            type='text'
            maxlength={40}
            value={data.couponCode}
            placeholder={t('registration.coupon.placeholder')}
            disabled={!!data.coupon}
            onInput={e => data.setCouponCode(inputValue(e))}
            onConfirm={data.applyCoupon}
            nativeProps={{ ...input.nativeProps, autoComplete: 'off' }}
            {...input.props}
          />
          {data.coupon ? (
            <Action className='fu-field__action' onPress={data.removeCoupon}>{t('registration.coupon.remove')}</Action>
          ) : (
            <Action className='fu-field__action' disabled={data.checkingCoupon} onPress={data.applyCoupon}>
              {data.checkingCoupon ? t('registration.coupon.applying') : t('registration.coupon.apply')}
            </Action>
          )}
        </>
      )}
    </FormField>
  )
})

/** Price, discount and what is paid, for a chosen paid ticket type. */
export const PriceSummary = observer(function PriceSummary({ data }: { data: ActivityFormData }) {
  if (!data.paid || data.mode === 'resubmit') return null
  const { t } = data
  const discount = data.amount - data.payAmount
  return (
    <View className='fu-reg__summary' aria-label={t('registration.section.payment')}>
      <View className='fu-reg__summary-row'>
        <Text>{t('registration.price.original')}</Text>
        <Text className='fu-reg__summary-original'>{formatYuan(data.amount)}</Text>
      </View>
      {discount > 0 ? (
        <View className='fu-reg__summary-row'>
          <Text>{t('registration.price.discount')}</Text>
          <Text className='fu-reg__summary-discount'>-{formatYuan(discount)}</Text>
        </View>
      ) : null}
      <View className='fu-reg__summary-row fu-reg__summary-row--total'>
        <Text>{t('registration.price.total')}</Text>
        <Price cents={data.payAmount} className='fu-reg__summary-total' />
      </View>
    </View>
  )
})

/** The form's own message (a server error that concerns no single field, a cancelled payment, saved). */
export const FormNotice = observer(function FormNotice({ data }: { data: ActivityFormData }) {
  const { notice, pendingOrder, t } = data
  return (
    <>
      {pendingOrder && !notice ? (
        <Text className='fu-reg__notice fu-reg__notice--status' {...srRole('status')}>{t('registration.pay.pending', { number: pendingOrder.number })}</Text>
      ) : null}
      {notice ? (
        <Text className={`fu-reg__notice fu-reg__notice--${notice.kind}`} {...srRole(notice.kind === 'error' ? 'alert' : 'status')}>
          {t(notice.key, notice.params)}
        </Text>
      ) : null}
    </>
  )
})

export const SubmitButton = observer(function SubmitButton({ data }: { data: ActivityFormData }) {
  return (
    <Action className='fu-reg__submit' disabled={data.phase !== 'idle'} onPress={data.submit}>
      {data.submitLabel}
    </Action>
  )
})

/** Registration is not offered: already registered without changes allowed, paid at the cashier (success), or closed. */
export const BlockedView = observer(function BlockedView({ data }: { data: ActivityFormData }) {
  const { blocked, t } = data
  if (!blocked) return null
  return (
    <View className='fu-reg__blocked' {...srRole('alert')}>
      {blocked.registered ? <Text className='fu-reg__blocked-title'>{t('registration.registered')}</Text> : <Text className='fu-reg__blocked-title'>{t('registration.closed')}</Text>}
      <Text className='fu-reg__blocked-text'>{t(blocked.key)}</Text>
      <View className='fu-reg__actions'>
        {blocked.paid ? (
          <>
            <Action className='fu-reg__button fu-reg__button--primary' onPress={data.openTicket}>{t('registration.viewTicket')}</Action>
            <Action className='fu-reg__button' onPress={data.openOrder}>{t('registration.viewOrder', { number: blocked.paid.number })}</Action>
          </>
        ) : blocked.registered ? <Action className='fu-reg__button fu-reg__button--primary' onPress={data.openMyTickets}>{t('registration.myTickets')}</Action> : null}
        <Action className='fu-reg__button' onPress={data.openActivity}>{t('registration.backToActivity')}</Action>
      </View>
    </View>
  )
})
