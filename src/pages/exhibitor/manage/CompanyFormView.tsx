import { Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FieldError, FormField, inputValue } from '@/components/FormField'
import { RichText } from '@/components/RichText'
import { heading } from '@/components/a11y'
import type { CompanyForm } from './useExhibitorManage'
import type { ExhibitorManageData } from './useExhibitorManage'
import { ImageField } from './ImageField'

type TextField = 'name' | 'booth' | 'contactName' | 'contactPhone' | 'contactEmail'
const LINES: { field: TextField; label: 'exhibitor.manage.name' | 'exhibitor.manage.booth' | 'exhibitor.manage.contactName' | 'exhibitor.manage.contactPhone' | 'exhibitor.manage.contactEmail'; max: number; required?: boolean; native?: Record<string, string> }[] = [
  { field: 'name', label: 'exhibitor.manage.name', max: 100, required: true },
  { field: 'booth', label: 'exhibitor.manage.booth', max: 20 },
  { field: 'contactName', label: 'exhibitor.manage.contactName', max: 50 },
  { field: 'contactPhone', label: 'exhibitor.manage.contactPhone', max: 11, native: { inputMode: 'tel', autoComplete: 'tel' } },
  { field: 'contactEmail', label: 'exhibitor.manage.contactEmail', max: 120, native: { inputMode: 'email', autoComplete: 'email' } },
]

/** The company's own fields: images, name, introduction, booth and contact, then save. */
export const CompanyFormView = observer(function CompanyFormView({ data, form }: { data: ExhibitorManageData; form: CompanyForm }) {
  const { t } = data
  const errors = data.errors as Partial<Record<string, string>>
  const line = ({ field, label, max, required, native }: (typeof LINES)[number]) => (
    <FormField key={field} id={`fu-manage-${field}`} label={t(label)} error={errors[field] ?? ''} required={required} optional={required ? undefined : t('exhibitor.manage.optional')}>
      {input => (
        <Input className='fu-field__input' type='text' maxlength={max + 20} value={form[field]} onInput={e => data.change(field, inputValue(e))}
          nativeProps={{ ...input.nativeProps, ...(native ?? {}) }} {...input.props} />
      )}
    </FormField>
  )
  return (
    <View className='fu-exhibitor__form'>
      <Text className='fu-exhibitor__label' {...heading(2)}>{t('exhibitor.manage.company')}</Text>
      <Text className='fu-exhibitor__intro'>{t('exhibitor.manage.intro')}</Text>
      <ImageField id='fu-manage-logo' label={t('exhibitor.manage.logo')} src={form.logo} upload={data.logo} t={t} className='fu-exhibitor__logo' />
      <ImageField id='fu-manage-cover' label={t('exhibitor.manage.cover')} src={form.cover} upload={data.cover} t={t} className='fu-exhibitor__cover' />
      {line(LINES[0])}
      {data.richIntroduction.length ? (
        <View className='fu-exhibitor__preview'>
          <Text className='fu-exhibitor__hint'>{t('exhibitor.manage.preview')}</Text>
          {data.richIntroduction.map((chunk, i) => <RichText key={i} html={chunk} />)}
          <Text className='fu-exhibitor__hint'>{t('exhibitor.manage.richNote')}</Text>
        </View>
      ) : null}
      <FormField id='fu-manage-introduction' label={t('exhibitor.manage.introduction')} error={errors.introduction ?? ''} hint={t('exhibitor.manage.introductionHint')}
        optional={t('exhibitor.manage.optional')} controlClassName='fu-field__control--area'>
        {input => (
          <Textarea className='fu-field__textarea' maxlength={-1} value={form.introduction} onInput={e => data.change('introduction', inputValue(e))}
            nativeProps={input.nativeProps} {...input.props} />
        )}
      </FormField>
      {LINES.slice(1).map(line)}
      <Action className='fu-exhibitor__submit' disabled={data.saving} onPress={data.save}>
        {t(data.saving ? 'exhibitor.manage.saving' : 'exhibitor.manage.save')}
      </Action>
      <FieldError id='fu-manage-notice' text={data.notice} />
    </View>
  )
})
