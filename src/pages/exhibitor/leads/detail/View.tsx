import { Text, Textarea, View, Input } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { FieldError, FormField, inputValue } from '@/components/FormField'
import { heading, srRole } from '@/components/a11y'
import type { ScreenState, Variant } from '@/components/screen/defineScreen'
import type { LeadDetailData } from './useLeadDetail'
import '../leads.scss'

export function leadDetailState(data: LeadDetailData): ScreenState {
  if (data.status !== 'ready' || !data.lead) return { status: data.status === 'ready' ? 'loading' : data.status, retry: data.retry, message: data.error }
  return { status: 'ready' }
}

/** The person: the card once shared, else what may be seen and why not more. */
const Person = observer(function Person({ data }: { data: LeadDetailData }) {
  const { t } = data
  const lead = data.lead!
  const line = (label: string, value: string) => (value ? <Text className='fu-leads__note'>{`${label}: ${value}`}</Text> : null)
  return (
    <View className='fu-leads__panel' {...srRole('region', { 'aria-labelledby': 'fu-lead-name' })}>
      <View className='fu-leads__row'>
        <Text id='fu-lead-name' className='fu-leads__name' {...heading(2)}>{lead.name}</Text>
        <Badge text={lead.consent.text} tone={lead.consent.tone} />
      </View>
      {line(t('leads.detail.company'), lead.company)}
      {line(t('leads.detail.jobTitle'), lead.jobTitle)}
      {line(t('leads.detail.phone'), lead.phone)}
      {line(t('leads.detail.email'), lead.email)}
      {lead.visible ? null : <Text className='fu-leads__note fu-leads__hidden'>{t(data.consent === 'declined' ? 'leads.detail.declined' : 'leads.detail.pending')}</Text>}
      {line(t('leads.detail.sources'), lead.sources.join(' · '))}
      {line(t('leads.detail.captured'), lead.captured)}
    </View>
  )
})

/** Rating (1–5, pressing the chosen one again clears it), tags and notes, then save. */
const Notes = observer(function Notes({ data }: { data: LeadDetailData }) {
  const { t, form, errors } = data
  return (
    <View className='fu-leads__panel'>
      <Text id='fu-lead-rating' className='fu-leads__title' {...heading(2)}>{t('leads.detail.rating')}</Text>
      <View className='fu-leads__stars' {...srRole('radiogroup', { 'aria-labelledby': 'fu-lead-rating' })}>
        {data.ratings.map(n => (
          <Action key={n} className={`fu-leads__star${form.rating !== null && n <= form.rating ? ' fu-leads__star--on' : ''}`} role='radio'
            aria={{ 'aria-checked': form.rating === n, 'aria-label': t('leads.rating.value', { rating: n }) }} onPress={() => data.setRating(n)}>
            {form.rating !== null && n <= form.rating ? '★' : '☆'}
          </Action>
        ))}
      </View>
      <FieldError id='fu-lead-rating-error' text={errors.rating ?? ''} />
      <FormField id='fu-lead-tags' label={t('leads.detail.tags')} hint={t('leads.detail.tagsHint')} error={errors.tags ?? ''}>
        {input => <Input className='fu-field__input' type='text' maxlength={300} value={form.tags} onInput={e => data.setTags(inputValue(e))} nativeProps={input.nativeProps} {...input.props} />}
      </FormField>
      <FormField id='fu-lead-notes' label={t('leads.detail.notes')} error={errors.notes ?? ''} controlClassName='fu-field__control--area'>
        {input => <Textarea className='fu-field__textarea' maxlength={-1} value={form.notes} onInput={e => data.setNotes(inputValue(e))} nativeProps={input.nativeProps} {...input.props} />}
      </FormField>
      <Action className='fu-button fu-button--primary' disabled={data.saving} onPress={data.save}>{t(data.saving ? 'leads.detail.saving' : 'leads.detail.save')}</Action>
      <FieldError id='fu-lead-notice' text={data.notice} />
    </View>
  )
})

/** The person and the exhibitor's notes: one under the other on a phone, side by side on a desktop. */
export const LeadDetailView = observer(function LeadDetailView({ data, variant }: { data: LeadDetailData; variant: Variant }) {
  if (!data.lead) return null
  return (
    <View className={`fu-leads fu-leads--${variant}`}>
      <View className='fu-leads__columns'>
        <Person data={data} />
        <Notes data={data} />
      </View>
    </View>
  )
})
