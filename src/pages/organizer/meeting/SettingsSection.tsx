import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { LanguageCode } from '@fu-types/entities'
import { Action } from '@/components/Action'
import { FieldError } from '@/components/FormField'
import { heading, srRole } from '@/components/a11y'
import { SETTINGS_LANGUAGES, type TextSetting } from '@/core/organizerSettingsForm'
import { themeVariables } from '@/core/theme'
import type { MessageKey } from '@/i18n'
import { Checks, Choice, TextField } from '../fields'
import type { OrganizerMeetingData } from './useOrganizerMeeting'
import type { SettingsForm } from './useSettingsForm'

type T = OrganizerMeetingData['t']

/** One text per language on, e.g. the title in Chinese and in English. */
function PerLanguage({ form, t, setting, label, maxlength, multiline, required }: {
  form: SettingsForm; t: T; setting: TextSetting; label: MessageKey; maxlength: number; multiline?: boolean; required?: boolean
}) {
  const f = form.fields!
  return (
    <>
      {form.languages.map((l: LanguageCode) => (
        <TextField key={`${setting}-${l}`} id={`fu-organizer-${setting}-${l}`} required={required} multiline={multiline} maxlength={maxlength}
          label={t(label, { language: t(`organizer.language.${l}` as MessageKey) })}
          value={f.texts[setting][l] ?? ''} error={form.errorOf(`${setting}.${l}`)} onChange={v => form.setText(setting, l, v)} />
      ))}
    </>
  )
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <View className='fu-organizer__group'>
      <Text className='fu-organizer__group-title' {...heading(3)}>{title}</Text>
      {children}
    </View>
  )
}

/** The theme and button as a visitor's screens will show them (src/core/theme.ts), beside the fields. */
function LookPreview({ form, t }: { form: SettingsForm; t: T }) {
  const { plain, choices } = form.fields!
  const vars = themeVariables({
    theme_color: plain.theme_color.trim(), main_button_color: plain.main_button_color.trim(),
    follow_theme_color: choices.follow_theme_color, border_radius: choices.border_radius,
  })
  return (
    <View className='fu-organizer__preview' style={vars} {...srRole('img', { 'aria-label': t('organizer.look.previewLabel', { theme: vars['--fu-theme-color'], button: vars['--fu-main-button-color'] }) })}>
      <View className='fu-organizer__swatch' />
      <View className={`fu-organizer__sample fu-organizer__sample--${choices.main_button_theme}`}>{t('organizer.look.sample')}</View>
    </View>
  )
}

/**
 * Every setting of the meeting, grouped: basics, look (with a live preview), languages, access, domain and filing,
 * sharing, the assistant; per-language texts for the languages on; save (owner, admin).
 */
export const SettingsSection = observer(function SettingsSection({ data }: { data: OrganizerMeetingData }) {
  const { t, form } = data
  const f = form.fields
  if (!f) return null
  const languageName = (l: string) => t(`organizer.language.${l}` as MessageKey)
  const field = (key: Parameters<SettingsForm['setField']>[0], label: MessageKey, hint?: MessageKey, maxlength = 200) => (
    <TextField id={`fu-organizer-${key}`} label={t(label)} hint={hint ? t(hint) : undefined} value={f.plain[key]} error={form.errorOf(key)} onChange={v => form.setField(key, v)} maxlength={maxlength} />
  )
  const onOff = (key: 'allow_guest_view' | 'enable_copilot' | 'template', label: MessageKey, on: MessageKey = 'organizer.on', off: MessageKey = 'organizer.off', hint?: MessageKey) => (
    <Choice id={`fu-organizer-${key}`} label={t(label)} hint={hint ? t(hint) : undefined} value={f.choices[key]} error={form.errorOf(key)} onChange={v => form.setChoice(key, v)}
      options={[[1, t(on)], [0, t(off)]]} />
  )
  return (
    <View className='fu-organizer__card'>
      <Text className='fu-organizer__section-title' {...heading(2)}>{t('organizer.settings.heading')}</Text>
      <Group title={t('organizer.group.basics')}>
        <PerLanguage form={form} t={t} setting='title' label='organizer.field.title' maxlength={200} required />
        <PerLanguage form={form} t={t} setting='place' label='organizer.field.place' maxlength={200} />
        {field('start', 'organizer.field.start', 'organizer.field.dateHint', 16)}
        {field('end', 'organizer.field.end', 'organizer.field.dateHint', 16)}
        {field('timezone', 'organizer.field.timezone', 'organizer.field.timezoneHint', 64)}
        {field('cover', 'organizer.field.cover', 'organizer.field.imageHint', 500)}
      </Group>
      <Group title={t('organizer.group.look')}>
        <LookPreview form={form} t={t} />
        {field('theme_color', 'organizer.field.themeColor', 'organizer.field.colorHint', 7)}
        <Choice id='fu-organizer-follow_theme_color' label={t('organizer.field.buttonColorFrom')} value={f.choices.follow_theme_color} onChange={v => form.setChoice('follow_theme_color', v)}
          options={[[1, t('organizer.look.followTheme')], [0, t('organizer.look.ownColor')]]} />
        {f.choices.follow_theme_color ? null : field('main_button_color', 'organizer.field.buttonColor', 'organizer.field.colorHint', 7)}
        <Choice id='fu-organizer-main_button_theme' label={t('organizer.field.buttonTheme')} value={f.choices.main_button_theme} onChange={v => form.setChoice('main_button_theme', v)}
          options={[['light', t('organizer.look.light')], ['dark', t('organizer.look.dark')]]} />
        <Choice id='fu-organizer-border_radius' label={t('organizer.field.corners')} value={f.choices.border_radius} onChange={v => form.setChoice('border_radius', v)}
          options={[['round', t('organizer.look.round')], ['square', t('organizer.look.square')]]} />
      </Group>
      <Group title={t('organizer.group.languages')}>
        <Checks id='fu-organizer-languages' label={t('organizer.field.languages')} hint={t('organizer.field.languagesHint')} error={form.errorOf('languages')}
          options={SETTINGS_LANGUAGES.map(l => [l, languageName(l)] as const)} on={form.languages} onToggle={form.toggleLanguage} />
      </Group>
      <Group title={t('organizer.group.access')}>
        <Choice id='fu-organizer-limits_type' label={t('organizer.field.limitsType')} value={f.choices.limits_type} onChange={v => form.setChoice('limits_type', v)}
          options={[[0, t('organizer.limits.open')], [1, t('organizer.limits.login')]]} />
        {onOff('allow_guest_view', 'organizer.field.guestView', 'organizer.guestView.on', 'organizer.guestView.off')}
        {onOff('template', 'organizer.field.template', 'organizer.on', 'organizer.off', 'organizer.field.templateHint')}
      </Group>
      <Group title={t('organizer.group.domain')}>
        {field('domain', 'organizer.field.domain', 'organizer.field.domainHint', 253)}
        {field('icp', 'organizer.field.icp', 'organizer.field.icpHint', 64)}
      </Group>
      <Group title={t('organizer.group.sharing')}>
        <PerLanguage form={form} t={t} setting='share_title' label='organizer.field.shareTitle' maxlength={100} />
        <PerLanguage form={form} t={t} setting='share_desc' label='organizer.field.shareDesc' maxlength={200} multiline />
        {field('share_cover', 'organizer.field.shareCover', 'organizer.field.imageHint', 500)}
      </Group>
      <Group title={t('organizer.group.assistant')}>
        {onOff('enable_copilot', 'organizer.field.copilot')}
        <PerLanguage form={form} t={t} setting='copilot_name' label='organizer.field.copilotName' maxlength={40} />
        <PerLanguage form={form} t={t} setting='copilot_prologue_title' label='organizer.field.prologueTitle' maxlength={100} />
        <PerLanguage form={form} t={t} setting='copilot_prologue_description' label='organizer.field.prologueDescription' maxlength={300} multiline />
        {form.languages.map(l => (
          <TextField key={`questions-${l}`} id={`fu-organizer-questions-${l}`} multiline maxlength={1100} label={t('organizer.field.questions', { language: languageName(l) })}
            hint={t('organizer.field.questionsHint')} value={f.questions[l] ?? ''} error={form.errorOf('copilot_prologue_questions')} onChange={v => form.setQuestions(l, v)} />
        ))}
      </Group>
      <FieldError id='fu-organizer-save' text={form.formError} />
      {form.notice ? <Text className='fu-organizer__notice' {...srRole('status')}>{form.notice}</Text> : null}
      {form.dirty && data.manages ? <Text className='fu-organizer__meta' {...srRole('status')}>{t('organizer.unsaved')}</Text> : null}
      {data.manages ? (
        <Action className='fu-button fu-organizer__primary' onPress={() => void form.save()} disabled={form.saving}>
          {form.saving ? t('organizer.saving') : t('organizer.save')}
        </Action>
      ) : null}
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
      {data.leaveWarning ? <Text className='fu-organizer__warning' {...srRole('alert')}>{t('organizer.leaveWarning')}</Text> : null}
      <Action className='fu-organizer__choice' onPress={data.backToList}>{t('organizer.backToList')}</Action>
    </View>
  )
})
