/**
 * The layout editor: the draft's status with publish and discard, its blocks and navigation entries (move, edit,
 * remove, add), and the preview. A desktop sets the lists beside the preview; a phone stacks them.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { LayoutBlock } from '@fu-types/api'
import { Action } from '@/components/Action'
import { FieldError } from '@/components/FormField'
import { focusById, heading, srRole } from '@/components/a11y'
import { LAYOUT_KINDS } from '@/core/layoutDraft'
import type { MessageKey } from '@/i18n'
import { NoPermission } from '../NoPermission'
import { ItemForm } from './ItemForm'
import { PreviewPanel } from './PreviewPanel'
import type { LayoutEditorData, ListName } from './useLayoutEditor'
import '../organizer.scss'
import './layout.scss'

/** "Sure?" in place, for a removal, a publish or a discard: the question and two buttons. */
function Confirm({ data, question, yes }: { data: LayoutEditorData; question: string; yes: string }) {
  return (
    <View className='fu-layout__confirm' {...srRole('alertdialog', { 'aria-label': question })}>
      <Text>{question}</Text>
      <View className='fu-organizer__choices'>
        <Action className='fu-button fu-organizer__primary' disabled={data.busy} onPress={() => void data.confirm()}>{yes}</Action>
        <Action className='fu-organizer__choice' onPress={data.cancelConfirm}>{data.t('organizer.layout.cancel')}</Action>
      </View>
    </View>
  )
}

const ItemList = observer(function ItemList({ data, list }: { data: LayoutEditorData; list: ListName }) {
  const { t } = data
  const items = data[list]
  const editing = data.editing?.list === list ? data.editing : null
  const idOf = (key: string, what: string) => `fu-layout-${key}-${what}`
  const move = async (index: number, delta: number, key: string) => {
    if (!(await data.move(list, index, delta))) return
    // Focus stays with the item moved: on the same button, or the other one at the list's end.
    const at = index + delta
    const same = delta < 0 ? at > 0 : at < items.length - 1
    focusById(idOf(key, (delta < 0) === same ? 'up' : 'down'))
  }
  if (!items.length && !editing) return <Text className='fu-organizer__meta'>{t(list === 'blocks' ? 'organizer.layout.blocks.empty' : 'organizer.layout.navigation.empty')}</Text>
  return (
    <View role='list' aria-label={t(list === 'blocks' ? 'organizer.layout.blocks.heading' : 'organizer.layout.navigation.heading')}>
      {items.map((item, index) => {
        const name = data.nameOf(item.value, list)
        const asked = data.confirming?.what === 'remove' && data.confirming.list === list && data.confirming.index === index
        return (
          <View key={item.key} className='fu-layout__item' role='listitem'>
            <View className='fu-organizer__row'>
              <View className='fu-layout__name'>
                <Text className='fu-layout__title'>{name}</Text>
                <Text className='fu-organizer__meta'>
                  {list === 'blocks'
                    ? t(`organizer.layout.kind.${(item.value as LayoutBlock).type}` as MessageKey)
                    : `${'link' in item.value ? item.value.link : ''}${'display' in item.value && item.value.display === 0 ? ` · ${t('organizer.layout.display.off')}` : ''}`}
                </Text>
              </View>
              <View className='fu-organizer__choices'>
                <Action id={idOf(item.key, 'up')} className='fu-organizer__choice' disabled={index === 0 || data.busy} onPress={() => void move(index, -1, item.key)}
                  aria={{ 'aria-label': t('organizer.layout.moveUpLabel', { name }) }}>{t('organizer.layout.moveUp')}</Action>
                <Action id={idOf(item.key, 'down')} className='fu-organizer__choice' disabled={index === items.length - 1 || data.busy} onPress={() => void move(index, 1, item.key)}
                  aria={{ 'aria-label': t('organizer.layout.moveDownLabel', { name }) }}>{t('organizer.layout.moveDown')}</Action>
                <Action className='fu-organizer__choice' onPress={() => data.startEdit(list, index)}
                  aria={{ 'aria-label': t('organizer.layout.editLabel', { name }) }}>{t('organizer.layout.edit')}</Action>
                <Action className='fu-organizer__choice' onPress={() => data.ask({ what: 'remove', list, index })}
                  aria={{ 'aria-label': t('organizer.layout.removeLabel', { name }) }}>{t('organizer.layout.remove')}</Action>
              </View>
            </View>
            {asked ? <Confirm data={data} question={t('organizer.layout.removeQuestion', { name })} yes={t('organizer.layout.remove')} /> : null}
            {editing?.index === index ? <ItemForm data={data} editing={editing} /> : null}
          </View>
        )
      })}
      {editing?.index === null ? <View className='fu-layout__item' role='listitem'><ItemForm data={data} editing={editing} /></View> : null}
    </View>
  )
})

const StatusCard = observer(function StatusCard({ data }: { data: LayoutEditorData }) {
  const { t, layout } = data
  if (!layout) return null
  return (
    <View className='fu-organizer__card'>
      <Text className='fu-organizer__section-title' {...heading(2)}>{data.title}</Text>
      <Text className={`fu-organizer__badge${layout.has_draft ? '' : ' fu-organizer__badge--on'}`}>
        {t(layout.has_draft ? 'organizer.layout.status.draft' : 'organizer.layout.status.same', { draft: layout.draft_version, released: layout.released_version })}
      </Text>
      {data.notice ? <Text className='fu-organizer__notice' {...srRole('status')}>{data.notice}</Text> : null}
      <FieldError id='fu-layout-error' text={data.error} />
      <View className='fu-organizer__choices'>
        <Action className='fu-button fu-organizer__primary' disabled={!layout.has_draft || data.busy} onPress={() => data.ask({ what: 'publish' })}>{t('organizer.layout.publish')}</Action>
        <Action className='fu-organizer__choice' disabled={!layout.has_draft || data.busy} onPress={() => data.ask({ what: 'discard' })}>{t('organizer.layout.discard')}</Action>
        <Action className='fu-organizer__choice' onPress={data.backToMeeting}>{t('organizer.layout.back')}</Action>
      </View>
      {data.confirming?.what === 'publish' ? <Confirm data={data} question={t('organizer.layout.publishQuestion')} yes={t('organizer.layout.publishYes')} /> : null}
      {data.confirming?.what === 'discard' ? <Confirm data={data} question={t('organizer.layout.discardQuestion')} yes={t('organizer.layout.discardYes')} /> : null}
    </View>
  )
})

export const LayoutEditorView = observer(function LayoutEditorView({ data, variant }: { data: LayoutEditorData; variant: 'mobile' | 'desktop' }) {
  const { t } = data
  if (data.status === 'forbidden') {
    return (
      <View className={`fu-organizer fu-organizer--${variant} fu-layout`}>
        <NoPermission text={t('organizer.layout.noPermission')} back={{ label: t('organizer.backToList'), onPress: data.backToMeeting }} />
      </View>
    )
  }
  return (
    <View className={`fu-organizer fu-organizer--${variant} fu-layout`}>
      <View className='fu-organizer__columns'>
        <View className='fu-organizer__main'>
          <StatusCard data={data} />
          <View className='fu-organizer__card'>
            <Text className='fu-organizer__section-title' {...heading(2)}>{t('organizer.layout.blocks.heading')}</Text>
            <ItemList data={data} list='blocks' />
            <Text className='fu-organizer__card-title' {...heading(3)}>{t('organizer.layout.addBlock')}</Text>
            <View className='fu-organizer__choices'>
              {LAYOUT_KINDS.map(([kind]) => (
                <Action key={kind} className='fu-organizer__choice' onPress={() => data.startEdit('blocks', null, kind)}
                  aria={{ 'aria-label': t('organizer.layout.addBlockLabel', { kind: t(`organizer.layout.kind.${kind}` as MessageKey) }) }}>
                  {t(`organizer.layout.kind.${kind}` as MessageKey)}
                </Action>
              ))}
            </View>
          </View>
          <View className='fu-organizer__card'>
            <Text className='fu-organizer__section-title' {...heading(2)}>{t('organizer.layout.navigation.heading')}</Text>
            <Text className='fu-organizer__meta'>{t('organizer.layout.navigation.hint')}</Text>
            <ItemList data={data} list='navigation' />
            <Action className='fu-organizer__choice fu-organizer__primary' onPress={() => data.startEdit('navigation', null)}>{t('organizer.layout.addEntry')}</Action>
          </View>
        </View>
        <View className='fu-organizer__side'>
          <PreviewPanel data={data} />
        </View>
      </View>
    </View>
  )
})
