import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FieldError, FormField, FormFieldGroup, inputValue } from '@/components/FormField'
import { RemoteImage } from '@/components/RemoteImage'
import { srRole } from '@/components/a11y'
import type { MyProfileData, ProfileForm } from './useMyProfile'

type TextField = 'name' | 'company' | 'jobTitle' | 'contactEmail' | 'contactWechat'

function TextInput({ data, field, label, error = '', maxlength, required, placeholder, autoComplete }: {
  data: MyProfileData & { form: ProfileForm }
  field: TextField
  label: string
  error?: string
  maxlength: number
  required?: boolean
  placeholder?: string
  autoComplete?: string
}) {
  return (
    <FormField id={`fu-profile-${field}`} label={label} error={error} required={required} optional={required ? undefined : data.t('my.profile.optional')}>
      {input => (
        <Input
          className='fu-field__input'
          type='text'
          maxlength={maxlength}
          value={data.form[field]}
          placeholder={placeholder}
          onInput={e => data.change(field, inputValue(e))}
          nativeProps={{ ...input.nativeProps, ...(autoComplete ? { autoComplete } : {}) }}
          {...input.props}
        />
      )}
    </FormField>
  )
}

/** The profile form, once loaded (the frame shows the loading and failed states): the same controls in both variants. */
export const ProfileFormView = observer(function ProfileFormView({ data }: { data: MyProfileData }) {
  const { t, form } = data
  if (!form) return null
  const ready = { ...data, form }
  const uploading = data.uploadPercent !== null
  return (
    <View className='fu-profile__form'>
      <View className='fu-profile__avatar-row'>
        <RemoteImage className='fu-profile__avatar' src={form.avatar} label={t('my.profile.avatar')} lazy={false} />
        <View className='fu-profile__avatar-side'>
          <Action id='fu-profile-avatar' className='fu-profile__avatar-change' disabled={uploading} aria={data.uploadError ? { 'aria-describedby': 'fu-profile-avatar-error' } : {}} onPress={data.changeAvatar}>
            {uploading ? t('my.profile.avatarUploading', { percent: data.uploadPercent ?? 0 }) : t('my.profile.avatarChange')}
          </Action>
          <FieldError id='fu-profile-avatar' text={data.uploadError} />
        </View>
      </View>
      <TextInput data={ready} field='name' label={t('my.profile.name')} error={data.errorText('name')} maxlength={40} required placeholder={t('my.profile.namePlaceholder')} autoComplete='name' />
      <TextInput data={ready} field='company' label={t('my.profile.company')} maxlength={120} autoComplete='organization' />
      <TextInput data={ready} field='jobTitle' label={t('my.profile.jobTitle')} maxlength={80} autoComplete='organization-title' />
      {data.industries.length ? (
        <FormFieldGroup id='fu-profile-industries' role='group' label={t('my.profile.industries')} error='' optional={t('my.profile.optional')} groupClassName='fu-profile__chips'>
          {data.industries.map(industry => {
            const checked = form.industries.includes(industry.id)
            return (
              <Action key={industry.id} className={`fu-profile__chip${checked ? ' fu-profile__chip--on' : ''}`} role='checkbox' aria={{ 'aria-checked': checked }} onPress={() => data.toggleIndustry(industry.id)}>
                {industry.label}
              </Action>
            )
          })}
        </FormFieldGroup>
      ) : null}
      <TextInput data={ready} field='contactEmail' label={t('my.profile.contactEmail')} error={data.errorText('contactEmail')} maxlength={120} autoComplete='email' />
      <TextInput data={ready} field='contactWechat' label={t('my.profile.contactWechat')} maxlength={64} />
      <View className='fu-profile__exposure'>
        <Action className={`fu-profile__switch${form.exposure ? ' fu-profile__switch--on' : ''}`} role='checkbox' aria={{ 'aria-checked': form.exposure, 'aria-describedby': 'fu-profile-exposure-hint' }} onPress={() => data.change('exposure', !form.exposure)}>
          {t('my.profile.exposure')}
        </Action>
        <Text id='fu-profile-exposure-hint' className='fu-profile__hint'>{t('my.profile.exposureHint')}</Text>
      </View>
      {data.notice ? (
        <Text className={`fu-profile__notice fu-profile__notice--${data.notice.kind}`} {...srRole(data.notice.kind === 'error' ? 'alert' : 'status', data.notice.kind === 'status' ? { 'aria-live': 'polite' } : {})}>
          {t(data.notice.key)}
        </Text>
      ) : null}
      <Action className='fu-profile__save' disabled={data.saving || uploading} onPress={data.save}>
        {data.saving ? t('my.profile.saving') : t('my.profile.save')}
      </Action>
    </View>
  )
})
