import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'
import { heading, srRole } from '@/components/a11y'
import { useStores } from '@/stores'
import { useNamePrompt, type NamePromptData, type NamePromptField } from './useNamePrompt'

function PromptInput({ data, field, label, optional, error = '', maxlength, autoComplete }: {
  data: NamePromptData; field: NamePromptField; label: string; optional?: string; error?: string; maxlength: number; autoComplete: string
}) {
  return (
    <FormField id={`fu-hub-name-${field}`} label={label} error={error} required={!optional} optional={optional}>
      {input => (
        <Input
          className='fu-field__input'
          type='text'
          maxlength={maxlength}
          value={data.form[field]}
          onInput={e => data.change(field, inputValue(e))}
          nativeProps={{ ...input.nativeProps, autoComplete }}
          {...input.props}
        />
      )}
    </FormField>
  )
}

/** While I have no display name (others see "Visitor"): the ask for one, company and title optional (issue 25). */
export const NamePrompt = observer(function NamePrompt() {
  const { session, language } = useStores()
  const data = useNamePrompt(session.user ?? null)
  const t = language.t
  if (!data.shown) return null
  return (
    <View className='fu-hub__name-prompt' {...srRole('region', { 'aria-labelledby': 'fu-hub-name-title' })}>
      <Text id='fu-hub-name-title' className='fu-hub__section-title' {...heading(2)}>{t('my.hub.namePrompt.title')}</Text>
      <Text className='fu-hub__name-intro'>{t('my.hub.namePrompt.intro')}</Text>
      <PromptInput data={data} field='name' label={t('my.profile.name')} error={data.nameError} maxlength={40} autoComplete='name' />
      <PromptInput data={data} field='company' label={t('my.profile.company')} optional={t('my.profile.optional')} maxlength={120} autoComplete='organization' />
      <PromptInput data={data} field='jobTitle' label={t('my.profile.jobTitle')} optional={t('my.profile.optional')} maxlength={80} autoComplete='organization-title' />
      {data.failure ? <Text className='fu-hub__name-failure' {...srRole('alert')}>{data.failure}</Text> : null}
      <View className='fu-hub__name-actions'>
        <Action className='fu-hub__name-save' disabled={data.saving} onPress={data.save}>{data.saving ? t('my.profile.saving') : t('my.hub.namePrompt.save')}</Action>
        <Action className='fu-hub__name-later' onPress={data.later}>{t('my.hub.namePrompt.later')}</Action>
      </View>
    </View>
  )
})
