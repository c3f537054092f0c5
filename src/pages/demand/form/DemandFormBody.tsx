import { Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { charCount } from '@/core'
import { Action } from '@/components/Action'
import { FormField, FormFieldGroup, inputValue } from '@/components/FormField'
import { RemoteImage } from '@/components/RemoteImage'
import { srRole } from '@/components/a11y'
import type { DemandFormData } from './useDemandForm'

const Images = observer(function Images({ data }: { data: DemandFormData }) {
  const { t, images } = data
  return (
    <FormFieldGroup id='fu-demand-images' role='group' label={t('demand.form.images')} optional={t('demand.form.optional')}
      hint={t('demand.form.imagesHint')} error={data.errorText('images')} groupClassName='fu-demand-form__images'>
      {images.urls.map((url, i) => (
        <View key={url + i} className='fu-demand-form__thumb'>
          <RemoteImage className='fu-demand-form__thumb-image' src={url} label={t('demand.detail.image', { title: data.draft.title, n: i + 1 })} lazy={false} />
          <Action className='fu-demand-form__remove' onPress={() => images.remove(i)} aria={{ 'aria-label': t('demand.form.removeImage', { n: i + 1 }) }}>×</Action>
        </View>
      ))}
      {images.canAdd ? <Action className='fu-demand-form__add' onPress={images.add}>{t('demand.form.addImage')}</Action> : null}
      {images.progress !== null ? (
        <Text className='fu-demand-form__progress' {...srRole('progressbar', { 'aria-valuenow': images.progress, 'aria-valuemin': 0, 'aria-valuemax': 100 })}>
          {t('demand.form.uploading', { percent: images.progress })}
        </Text>
      ) : null}
    </FormFieldGroup>
  )
})

/** The post form both variants show: title, description, category, area, images, contact choice and "post". */
export const DemandFormBody = observer(function DemandFormBody({ data }: { data: DemandFormData }) {
  const { t, draft } = data
  return (
    <View className='fu-demand-form'>
      <FormField id='fu-demand-title' label={t('demand.form.title')} required hint={t('demand.form.titleHint')} error={data.errorText('title')}>
        {input => <Input className='fu-field__input' type='text' maxlength={100} value={draft.title} onInput={e => data.set('title', inputValue(e))} nativeProps={input.nativeProps} {...input.props} />}
      </FormField>
      <FormField id='fu-demand-description' label={t('demand.form.description')} required controlClassName='fu-field__control--area'
        hint={t('demand.form.count', { count: charCount(draft.description) })} error={data.errorText('description')}>
        {input => <Textarea className='fu-field__textarea' maxlength={-1} value={draft.description} onInput={e => data.set('description', inputValue(e))} nativeProps={input.nativeProps} {...input.props} />}
      </FormField>
      {data.categories.length ? (
        <FormFieldGroup id='fu-demand-category' role='radiogroup' label={t('demand.form.category')} optional={t('demand.form.optional')} error='' groupClassName='fu-demand__tabs'>
          {data.categories.map(c => {
            const on = data.category === c.id
            return (
              <Action key={c.id} role='radio' aria={{ 'aria-checked': on }} className={`fu-demand__tab${on ? ' fu-demand__tab--current' : ''}`}
                onPress={() => data.chooseCategory(on ? '' : c.id)}>{c.title}</Action>
            )
          })}
        </FormFieldGroup>
      ) : null}
      <FormField id='fu-demand-area' label={t('demand.form.area')} optional={t('demand.form.optional')} error={data.errorText('area')}>
        {input => <Input className='fu-field__input' type='text' maxlength={80} value={draft.area} onInput={e => data.set('area', inputValue(e))} nativeProps={input.nativeProps} {...input.props} />}
      </FormField>
      <Images data={data} />
      <Action className='fu-demand-form__check' role='checkbox' aria={{ 'aria-checked': draft.showContact }} onPress={() => data.set('showContact', !draft.showContact)}>
        <Text aria-hidden>{draft.showContact ? '☑' : '☐'}</Text>
        <Text>{t('demand.form.showContact')}</Text>
      </Action>
      {data.notice ? (
        <View className='fu-demand__notice' {...srRole('alert')}>
          <Text>{data.notice}</Text>
          {data.needsRegistration ? <Action className='fu-demand__link' onPress={data.register}>{t('demand.form.register')}</Action> : null}
        </View>
      ) : null}
      <Action className='fu-button fu-demand-form__submit' onPress={data.submit} disabled={data.sending}>
        {t(data.sending ? 'demand.form.submitting' : 'demand.form.submit')}
      </Action>
    </View>
  )
})
