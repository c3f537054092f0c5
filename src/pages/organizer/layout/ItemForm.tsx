/** The form of one block (its titles and its kind's options) or one navigation entry, saved into the draft. */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { LayoutBlock, LayoutNavigationEntry, LayoutSlide } from '@fu-types/api'
import { Action } from '@/components/Action'
import { FieldError } from '@/components/FormField'
import { heading, srRole } from '@/components/a11y'
import { optionsOf } from '@/core/layoutDraft'
import type { MessageKey } from '@/i18n'
import { Choice, TextField } from '../fields'
import type { Editing, LayoutEditorData } from './useLayoutEditor'

type Props = { data: LayoutEditorData; editing: Editing }

function Titles({ data, editing, max }: Props & { max: number }) {
  const { t } = data
  const value = editing.value
  return (
    <>
      {data.languages.map(l => (
        <TextField key={l} id={`fu-layout-title-${l}`} label={t('organizer.field.title', { language: t(`organizer.language.${l}` as MessageKey) })}
          value={value.title[l] ?? ''} error={editing.errors[`title.${l}`] ?? ''} maxlength={max}
          onChange={text => data.setEditingValue({ ...value, title: { ...value.title, [l]: text } })} />
      ))}
    </>
  )
}

function Slides({ data, editing }: Props) {
  const { t } = data
  const block = editing.value as LayoutBlock
  const covers = block.covers ?? []
  const set = (next: LayoutSlide[]) => data.setEditingValue({ ...block, covers: next })
  return (
    <View className='fu-layout__slides'>
      {covers.map((c, i) => (
        <View key={i} className='fu-layout__slide'>
          <TextField id={`fu-layout-slide-${i}-img`} label={t('organizer.layout.field.slideImage', { n: i + 1 })} hint={t('organizer.layout.field.imageHint')}
            value={c.img} error={editing.errors[`covers.${i}.img`] ?? ''} maxlength={500} onChange={img => set(covers.map((o, j) => (j === i ? { ...o, img } : o)))} />
          <TextField id={`fu-layout-slide-${i}-link`} label={t('organizer.layout.field.slideLink', { n: i + 1 })} hint={t('organizer.layout.field.slideLinkHint')}
            value={c.link ?? ''} error={editing.errors[`covers.${i}.link`] ?? ''} maxlength={500} onChange={link => set(covers.map((o, j) => (j === i ? { ...o, link } : o)))} />
          {covers.length > 1 ? (
            <Action className='fu-organizer__choice' onPress={() => set(covers.filter((_, j) => j !== i))}>{t('organizer.layout.removeSlide', { n: i + 1 })}</Action>
          ) : null}
        </View>
      ))}
      <FieldError id='fu-layout-slides' text={editing.errors.covers ?? ''} />
      {covers.length < 10 ? <Action className='fu-organizer__choice' onPress={() => set([...covers, { img: '', link: '' }])}>{t('organizer.layout.addSlide')}</Action> : null}
    </View>
  )
}

function BlockFields({ data, editing }: Props) {
  const { t } = data
  const block = editing.value as LayoutBlock
  const options = optionsOf(block.type)
  return (
    <>
      <Titles data={data} editing={editing} max={60} />
      {options.includes('limit') ? (
        <TextField id='fu-layout-limit' label={t('organizer.layout.field.limit')} value={block.limit === undefined || Number.isNaN(block.limit) ? '' : String(block.limit)}
          error={editing.errors.limit ?? ''} maxlength={2} onChange={text => data.setEditingValue({ ...block, limit: text.trim() ? Number(text) : Number.NaN })} />
      ) : null}
      {options.includes('covers') ? <Slides data={data} editing={editing} /> : null}
      {options.includes('content') ? data.languages.map(l => (
        <TextField key={l} id={`fu-layout-content-${l}`} multiline maxlength={20_000} hint={t('organizer.layout.field.contentHint')}
          label={t('organizer.layout.field.content', { language: t(`organizer.language.${l}` as MessageKey) })}
          value={block.content?.[l] ?? ''} error={editing.errors[`content.${l}`] ?? ''}
          onChange={text => data.setEditingValue({ ...block, content: { ...block.content, [l]: text } })} />
      )) : null}
    </>
  )
}

function EntryFields({ data, editing }: Props) {
  const { t } = data
  const entry = editing.value as LayoutNavigationEntry
  const set = (patch: Partial<LayoutNavigationEntry>) => data.setEditingValue({ ...entry, ...patch })
  return (
    <>
      <Titles data={data} editing={editing} max={20} />
      <TextField id='fu-layout-link' label={t('organizer.layout.field.link')} hint={t('organizer.layout.field.linkHint')} value={entry.link} error={editing.errors.link ?? ''} maxlength={500} onChange={link => set({ link })} />
      <TextField id='fu-layout-mobile-link' label={t('organizer.layout.field.mobileLink')} value={entry.mobile_link ?? ''} error={editing.errors.mobile_link ?? ''} maxlength={500} onChange={mobile_link => set({ mobile_link })} />
      <TextField id='fu-layout-cover' label={t('organizer.layout.field.icon')} hint={t('organizer.layout.field.imageHint')} value={entry.cover ?? ''} error={editing.errors.cover ?? ''} maxlength={500} onChange={cover => set({ cover })} />
      <Choice id='fu-layout-display' label={t('organizer.layout.field.display')} value={entry.display ?? 1} onChange={display => set({ display })}
        options={[[1, t('organizer.layout.display.on')], [0, t('organizer.layout.display.off')]]} />
    </>
  )
}

export const ItemForm = observer(function ItemForm({ data, editing }: Props) {
  const { t } = data
  const isBlock = editing.list === 'blocks'
  const kind = isBlock ? t(`organizer.layout.kind.${(editing.value as LayoutBlock).type}` as MessageKey) : ''
  const heading2 = isBlock
    ? t(editing.index === null ? 'organizer.layout.form.newBlock' : 'organizer.layout.form.editBlock', { kind })
    : t(editing.index === null ? 'organizer.layout.form.newEntry' : 'organizer.layout.form.editEntry')
  return (
    <View className='fu-layout__form' {...srRole('group', { 'aria-label': heading2 })}>
      <Text className='fu-organizer__card-title' {...heading(3)}>{heading2}</Text>
      {isBlock ? <BlockFields data={data} editing={editing} /> : <EntryFields data={data} editing={editing} />}
      <FieldError id='fu-layout-form' text={editing.errors[''] ?? ''} />
      <View className='fu-organizer__choices'>
        <Action className='fu-button fu-organizer__primary' disabled={data.busy} onPress={() => void data.saveEditing()}>
          {data.busy ? t('organizer.saving') : t('organizer.layout.saveToDraft')}
        </Action>
        <Action className='fu-organizer__choice' onPress={data.cancelEditing}>{t('organizer.layout.cancel')}</Action>
      </View>
    </View>
  )
})
