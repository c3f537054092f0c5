// The programme screen: the kind's tabs, its list (sessions by day) with edit and delete, the editor, the delete question.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import { Modal } from '@/components/ui/Modal'
import { Tabs } from '@/components/ui/Tabs'
import { NoPermission } from '../NoPermission'
import { ContentEditorCard } from './Editor'
import type { ContentRow, OrganizerContentData } from './useOrganizerContent'
import '../organizer.scss'
import './content.scss'
import { SheetTransfer } from '../sheets/SheetTransfer'

const Row = observer(function Row({ row, data }: { row: ContentRow; data: OrganizerContentData }) {
  const { t } = data
  return (
    <View className={`fu-organizer__row${data.editor.open && !data.editor.isNew && data.editing === row.id ? ' fu-content__row--on' : ''}`} role='listitem'>
      <View className='fu-content__row-text'>
        <Text className='fu-content__row-title'>{row.title}</Text>
        {row.hidden ? <Text className='fu-organizer__badge fu-content__hidden'>{t('organizer.content.hidden')}</Text> : null}
        {row.meta ? <Text className='fu-organizer__meta fu-content__row-meta'>{row.meta}</Text> : null}
      </View>
      <View className='fu-organizer__choices'>
        <Action className='fu-organizer__choice' onPress={() => data.edit(row)} aria={{ 'aria-label': t('organizer.content.editLabel', { title: row.title }) }}>{t('organizer.content.edit')}</Action>
        <Action className='fu-organizer__choice' onPress={() => data.askDelete(row)} aria={{ 'aria-label': t('organizer.content.deleteLabel', { title: row.title }) }}>{t('organizer.content.delete')}</Action>
      </View>
    </View>
  )
})

const ContentList = observer(function ContentList({ data }: { data: OrganizerContentData }) {
  const { t, kind } = data
  return (
    <View className='fu-organizer__card' id='fu-content-panel' {...srRole('tabpanel', { 'aria-labelledby': `fu-content-tab-${kind}` })}>
      <View className='fu-content__head'>
        <Text className='fu-organizer__section-title' {...heading(2)}>{t(`organizer.content.kind.${kind}`)}</Text>
        <Action className='fu-button fu-organizer__primary' onPress={data.startNew}>{t(`organizer.content.add.${kind}`)}</Action>
      </View>
      <Text className='fu-organizer__meta'>{t('organizer.content.count', { count: data.count })}</Text>
      {data.notice ? <Text className='fu-organizer__notice' {...srRole('status')}>{data.notice}</Text> : null}
      {data.listError ? <Text className='fu-field__error' {...srRole('alert')}>{data.listError}</Text> : null}
      {data.count === 0 ? <Text className='fu-organizer__meta fu-content__empty'>{t(`organizer.content.empty.${kind}`)}</Text> : null}
      {data.groups.map(group => (
        <View key={group.key} className='fu-content__group'>
          {group.label ? <Text className='fu-content__day' {...heading(3)}>{group.label}</Text> : null}
          <View role='list' aria-label={group.label || t(`organizer.content.kind.${kind}`)}>
            {group.rows.map(row => <Row key={row.id} row={row} data={data} />)}
          </View>
        </View>
      ))}
      {/* Speakers and sessions also come and go as spreadsheets (the organisers' way of preparing them). */}
      {kind === 'speakers' || kind === 'agendas' ? <SheetTransfer meetingId={data.meetingId} kind={kind} onImported={() => data.retry()} /> : null}
    </View>
  )
})

/** Desktop: the list and, beside it, the editor; a phone shows the editor instead of the list while it is open. */
export const OrganizerContentView = observer(function OrganizerContentView({ data, variant }: { data: OrganizerContentData; variant: 'mobile' | 'desktop' }) {
  const { t } = data
  if (data.status === 'forbidden') {
    return (
      <View className={`fu-organizer fu-organizer--${variant}`}>
        <NoPermission text={t('organizer.noPermission.content')} back={{ label: t('organizer.content.backToMeeting'), onPress: data.backToMeeting }} />
      </View>
    )
  }
  const listShown = variant === 'desktop' || !data.editor.open
  return (
    <View className={`fu-organizer fu-organizer--${variant} fu-content`}>
      <View className='fu-content__top'>
        <Text className='fu-organizer__meta'>{data.meetingTitle}</Text>
        <Action className='fu-organizer__choice' onPress={data.backToMeeting}>{t('organizer.content.backToMeeting')}</Action>
      </View>
      <Tabs items={data.kinds.map(k => ({ key: k, label: t(`organizer.content.kind.${k}`) }))} current={data.kind} onChange={data.chooseKind}
        label={t('organizer.content.kinds')} look='segmented' panelId='fu-content-panel' idPrefix='fu-content-tab' />
      <View className='fu-organizer__columns'>
        {listShown ? <View className='fu-organizer__main'><ContentList data={data} /></View> : null}
        {data.editor.open ? <View className='fu-organizer__side fu-content__side'><ContentEditorCard data={data} /></View> : null}
      </View>
      <Modal id='fu-content-delete' open={!!data.deleting} alert title={t('organizer.content.confirm.title', { title: data.deleting?.title ?? '' })} onClose={data.cancelDelete}
        actions={[
          { label: t('organizer.content.cancel'), onPress: data.cancelDelete },
          { label: t('organizer.content.confirm.delete'), onPress: () => void data.confirmDelete(), tone: 'danger', disabled: data.busy },
        ]}>
        <Text>{t('organizer.content.confirm.text')}</Text>
      </Modal>
    </View>
  )
})
