// The editor card of a speaker, an agenda session or a news item: its fields, what is wrong, save and cancel.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AGENDA_TYPES } from '@fu-types/entities'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import { CONTENT_TEXT_FIELDS } from '@/core/organizerContent'
import type { MessageKey } from '@/i18n'
import { Choices, LineField, TextFields } from './fields'
import type { OrganizerContentData } from './useOrganizerContent'

/** The session's own fields: day and times in the meeting's zone, type, speakers, lives, shown or hidden. */
const AgendaFields = observer(function AgendaFields({ data }: { data: OrganizerContentData }) {
  const { t, editor } = data
  const tz = { timezone: data.timezone }
  const types = [{ id: '', label: t('organizer.content.type.none') }, ...AGENDA_TYPES.map(type => ({ id: type, label: t(`agenda.type.${type}` as MessageKey) }))]
  return (
    <>
      <View className='fu-content__times'>
        <LineField name='date' label={t('organizer.content.field.agendas.date')} hint={t('organizer.content.hint.date')} required max={10} editor={editor} />
        <LineField name='start' label={t('organizer.content.field.agendas.start')} hint={t('organizer.content.hint.time', tz)} required max={5} editor={editor} />
        <LineField name='end' label={t('organizer.content.field.agendas.end')} hint={t('organizer.content.hint.time', tz)} required max={5} editor={editor} />
      </View>
      <Choices id='fu-content-type' label={t('organizer.content.field.agendas.type')} multiple={false} options={types}
        isOn={id => editor.value('type') === id} onToggle={id => editor.setValue('type', id)} />
      <Choices id='fu-content-speakers' label={t('organizer.content.field.agendas.speakers')} multiple options={data.speakers.map(s => ({ id: s.id, label: s.name }))}
        isOn={id => editor.form.speakers.includes(id)} onToggle={id => editor.toggle('speakers', id)} empty={t('organizer.content.noSpeakers')} error={editor.errorOf('speakers')} />
      <Choices id='fu-content-lives' label={t('organizer.content.field.agendas.lives')} multiple options={data.lives.map(l => ({ id: l.id, label: l.title }))}
        isOn={id => editor.form.lives.includes(id)} onToggle={id => editor.toggle('lives', id)} empty={t('organizer.content.noLives')} error={editor.errorOf('lives')} />
      <Choices id='fu-content-shown' label={t('organizer.content.field.agendas.enable_show')} multiple={false}
        options={[{ id: '1', label: t('organizer.content.shown') }, { id: '0', label: t('organizer.content.hidden') }]}
        isOn={id => editor.value('enable_show') === id} onToggle={id => editor.setValue('enable_show', id)} />
    </>
  )
})

export const ContentEditorCard = observer(function ContentEditorCard({ data }: { data: OrganizerContentData }) {
  const { t, editor, kind } = data
  if (!editor.open) return null
  const labelOf = (field: string) => `organizer.content.field.${kind}.${field}` as MessageKey
  return (
    <View className='fu-organizer__card fu-content__editor' {...srRole('form', { 'aria-labelledby': 'fu-content-editor-title' })}>
      <Text id='fu-content-editor-title' className='fu-organizer__section-title' {...heading(2)}>
        {t(editor.isNew ? `organizer.content.new.${kind}` : `organizer.content.editing.${kind}`)}
      </Text>
      <TextFields fields={CONTENT_TEXT_FIELDS[kind].filter(f => f.name !== 'description' && f.name !== 'content')} languages={data.languages} editor={editor} t={t} labelOf={labelOf} />
      {kind === 'agendas' ? <AgendaFields data={data} /> : null}
      {kind === 'speakers' ? <LineField name='weight' label={t('organizer.content.field.speakers.weight')} hint={t('organizer.content.hint.weight')} max={8} editor={editor} /> : null}
      {kind === 'news' ? <LineField name='created' label={t('organizer.content.field.news.created')} hint={t('organizer.content.hint.created', { timezone: data.timezone })} required max={16} editor={editor} /> : null}
      <TextFields fields={CONTENT_TEXT_FIELDS[kind].filter(f => f.name === 'description' || f.name === 'content')} languages={data.languages} editor={editor} t={t} labelOf={labelOf} />
      {editor.formError ? <Text className='fu-field__error' {...srRole('alert')}>{editor.formError}</Text> : null}
      <View className='fu-organizer__choices'>
        <Action className='fu-button fu-organizer__primary' disabled={editor.saving} onPress={() => void editor.save()}>
          {editor.saving ? t('organizer.saving') : t('organizer.content.save')}
        </Action>
        <Action className='fu-organizer__choice' onPress={data.closeEditor}>{t('organizer.content.cancel')}</Action>
      </View>
    </View>
  )
})
