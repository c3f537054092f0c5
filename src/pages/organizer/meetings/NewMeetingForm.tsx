/** The "new meeting" panel of /organizer: languages, a title in each, dates and time zone; create or cancel. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FieldError } from '@/components/FormField'
import { heading, srRole } from '@/components/a11y'
import type { MessageKey } from '@/i18n'
import { Checks, TextField } from '../fields'
import { MEETING_LANGUAGES, type NewMeetingForm } from './useNewMeetingForm'

export const NewMeetingPanel = observer(function NewMeetingPanel({ form, t }: { form: NewMeetingForm; t: (key: MessageKey, params?: Record<string, string | number>) => string }) {
  const languageName = (l: string) => t(`organizer.language.${l}` as MessageKey)
  return (
    <View className='fu-organizer__card' {...srRole('group', { 'aria-label': t('organizer.new.heading') })}>
      <Text className='fu-organizer__section-title' {...heading(2)}>{t('organizer.new.heading')}</Text>
      <Checks id='fu-organizer-new-languages' label={t('organizer.field.languages')} hint={t('organizer.field.languagesHint')} error={form.errorOf('languages')}
        options={MEETING_LANGUAGES.map(l => [l, languageName(l)] as const)} on={form.languages} onToggle={form.toggleLanguage} />
      {form.languages.map(l => (
        <TextField key={l} id={`fu-organizer-new-title-${l}`} required label={t('organizer.field.title', { language: languageName(l) })}
          value={form.title[l] ?? ''} error={form.errorOf(`title.${l}`)} onChange={v => form.setTitle(l, v)} />
      ))}
      <TextField id='fu-organizer-new-start' required label={t('organizer.field.start')} hint={t('organizer.field.dateHint')} value={form.start} error={form.errorOf('start')} onChange={form.setStart} maxlength={16} />
      <TextField id='fu-organizer-new-end' required label={t('organizer.field.end')} hint={t('organizer.field.dateHint')} value={form.end} error={form.errorOf('end')} onChange={form.setEnd} maxlength={16} />
      <TextField id='fu-organizer-new-timezone' label={t('organizer.field.timezone')} hint={t('organizer.field.timezoneHint')} value={form.timezone} error={form.errorOf('timezone')} onChange={form.setTimezone} maxlength={64} />
      <FieldError id='fu-organizer-new' text={form.formError} />
      <View className='fu-organizer__choices'>
        <Action className='fu-button fu-organizer__primary' disabled={form.busy} onPress={() => void form.create()}>{form.busy ? t('organizer.new.creating') : t('organizer.new.create')}</Action>
        <Action className='fu-organizer__choice' onPress={form.hide}>{t('organizer.cancel')}</Action>
      </View>
    </View>
  )
})
