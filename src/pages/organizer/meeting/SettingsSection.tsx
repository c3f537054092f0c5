import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FieldError, FormField, FormFieldGroup, inputValue } from '@/components/FormField'
import { heading, srRole } from '@/components/a11y'
import type { MessageKey } from '@/i18n'
import type { OrganizerMeetingData } from './useOrganizerMeeting'

function TextField({ id, label, hint, value, error, onChange, maxlength = 200 }: {
  id: string; label: string; hint?: string; value: string; error: string; onChange: (value: string) => void; maxlength?: number
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {input => (
        <Input className='fu-field__input' type='text' maxlength={maxlength} value={value} onInput={e => onChange(inputValue(e))} nativeProps={input.nativeProps} {...input.props} />
      )}
    </FormField>
  )
}

function Choice<V extends number>({ id, label, options, value, onChange }: {
  id: string; label: string; options: readonly [V, string][]; value: V; onChange: (value: V) => void
}) {
  return (
    <FormFieldGroup id={id} label={label} error='' role='radiogroup' groupClassName='fu-organizer__choices'>
      {options.map(([option, text]) => (
        <Action key={option} className={`fu-organizer__choice${option === value ? ' fu-organizer__choice--on' : ''}`} role='radio' aria={{ 'aria-checked': option === value }} onPress={() => onChange(option)}>
          {text}
        </Action>
      ))}
    </FormFieldGroup>
  )
}

/** Title and share title per enabled language, dates, time zone, theme colour, visiting rules; save. */
export const SettingsSection = observer(function SettingsSection({ data }: { data: OrganizerMeetingData }) {
  const { t, form } = data
  const f = form.fields
  if (!f) return null
  const languageName = (l: string) => t(`organizer.language.${l}` as MessageKey)
  const readOnly = !data.manages
  return (
    <View className='fu-organizer__card'>
      <Text className='fu-organizer__section-title' {...heading(2)}>{t('organizer.settings.heading')}</Text>
      {form.languages.map(l => (
        <TextField key={`title-${l}`} id={`fu-organizer-title-${l}`} label={t('organizer.field.title', { language: languageName(l) })} value={f.title[l] ?? ''} error={form.errorOf(`title.${l}`)} onChange={v => form.setText(l, 'title', v)} />
      ))}
      <TextField id='fu-organizer-start' label={t('organizer.field.start')} hint={t('organizer.field.dateHint')} value={f.start} error={form.errorOf('start')} onChange={v => form.setField('start', v)} maxlength={16} />
      <TextField id='fu-organizer-end' label={t('organizer.field.end')} hint={t('organizer.field.dateHint')} value={f.end} error={form.errorOf('end')} onChange={v => form.setField('end', v)} maxlength={16} />
      <TextField id='fu-organizer-timezone' label={t('organizer.field.timezone')} hint={t('organizer.field.timezoneHint')} value={f.timezone} error={form.errorOf('timezone')} onChange={v => form.setField('timezone', v)} maxlength={64} />
      <TextField id='fu-organizer-theme' label={t('organizer.field.themeColor')} hint={t('organizer.field.colorHint')} value={f.theme_color} error={form.errorOf('theme_color')} onChange={v => form.setField('theme_color', v)} maxlength={7} />
      <Choice id='fu-organizer-limits' label={t('organizer.field.limitsType')} value={f.limits_type} onChange={form.setLimitsType}
        options={[[0, t('organizer.limits.open')], [1, t('organizer.limits.login')]]} />
      <Choice id='fu-organizer-guest' label={t('organizer.field.guestView')} value={f.allow_guest_view} onChange={form.setGuestView}
        options={[[1, t('organizer.guestView.on')], [0, t('organizer.guestView.off')]]} />
      {form.languages.map(l => (
        <TextField key={`share-${l}`} id={`fu-organizer-share-${l}`} label={t('organizer.field.shareTitle', { language: languageName(l) })} value={f.share_title[l] ?? ''} error={form.errorOf(`share_title.${l}`)} onChange={v => form.setText(l, 'share_title', v)} maxlength={100} />
      ))}
      <FieldError id='fu-organizer-save' text={form.formError} />
      {form.notice ? <Text className='fu-organizer__notice' {...srRole('status')}>{form.notice}</Text> : null}
      {readOnly ? null : (
        <Action className='fu-button fu-organizer__primary' onPress={() => void form.save()} disabled={form.saving}>
          {form.saving ? t('organizer.saving') : t('organizer.save')}
        </Action>
      )}
    </View>
  )
})

/** Published or not, and the button that changes it (owner, admin). */
export const PublishSection = observer(function PublishSection({ data }: { data: OrganizerMeetingData }) {
  const { t } = data
  return (
    <View className='fu-organizer__card'>
      <Text className='fu-organizer__section-title' {...heading(2)}>{data.title}</Text>
      <Text className={`fu-organizer__badge${data.published ? ' fu-organizer__badge--on' : ''}`}>{t(data.published ? 'organizer.publish.on' : 'organizer.publish.off')}</Text>
      <FieldError id='fu-organizer-publish' text={data.publishError} />
      {data.manages ? (
        <Action className='fu-button fu-organizer__primary' onPress={() => void data.togglePublished()} disabled={data.publishing}>
          {t(data.published ? 'organizer.unpublish' : 'organizer.publish')}
        </Action>
      ) : null}
      <Action className='fu-organizer__choice' onPress={data.backToList}>{t('organizer.backToList')}</Action>
    </View>
  )
})
