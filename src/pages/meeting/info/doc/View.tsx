import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { PagedListView } from '@/components/PagedListView'
import { RemoteImage } from '@/components/RemoteImage'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { useEscapeToClose } from '@/components/useEscapeToClose'
import type { DocItem, MeetingDocData } from './useMeetingDoc'
import '../info.scss'

/** The category tabs: all, then each of the organiser's categories. */
const CategoryTabs = observer(function CategoryTabs({ data }: { data: MeetingDocData }) {
  if (data.tabs.length < 2) return null
  return (
    <View className='fu-info-tabs' {...srRole('tablist', { 'aria-label': data.t('meetingDoc.categories') })}>
      {data.tabs.map(tab => (
        <Action key={tab.id || 'all'} className={`fu-info-tabs__tab${tab.id === data.categoryId ? ' fu-info-tabs__tab--active' : ''}`}
          role='tab' aria={{ 'aria-selected': tab.id === data.categoryId }} onPress={() => data.chooseCategory(tab.id)}>
          {tab.title}
        </Action>
      ))}
    </View>
  )
})

/** One document: its type badge, title, category, size and date; preview (PDF, image) or download (office files). */
function DocRow({ item, data }: { item: DocItem; data: MeetingDocData }) {
  const inPage = item.opening !== 'download'
  return (
    <View className='fu-doc-row'>
      <Text className={`fu-doc-row__type fu-doc-row__type--${item.opening}`} aria-hidden>{item.type}</Text>
      <View className='fu-doc-row__body'>
        <Text className='fu-doc-row__title' {...heading(2)}>{item.title}</Text>
        <Text className='fu-doc-row__meta'>
          {[`${item.type} · ${data.t(item.kind)}`, item.size, item.category, data.t('meetingDoc.uploaded', { date: item.date })].filter(Boolean).join(' · ')}
        </Text>
      </View>
      <Action className='fu-info-button' onPress={() => data.open(item)}
        aria={{ 'aria-label': data.t(inPage ? 'meetingDoc.previewLabel' : 'meetingDoc.downloadLabel', { title: item.title }) }}>
        {data.t(inPage ? 'meetingDoc.preview' : 'meetingDoc.download')}
      </Action>
    </View>
  )
}

const CLOSE_ID = 'fu-doc-preview-close'

/** The preview of a PDF (the browser's viewer in a frame) or an image, with download and close. */
const Preview = observer(function Preview({ data, variant }: { data: MeetingDocData; variant: Variant }) {
  const item = data.preview
  useEscapeToClose(!!item, data.closePreview)
  // The keyboard goes into the dialog (its close button) when it opens.
  useEffect(() => {
    if (item && typeof document !== 'undefined') document.getElementById(CLOSE_ID)?.focus()
  }, [item])
  if (!item) return null
  return (
    <View className={`fu-doc-preview fu-doc-preview--${variant}`} {...srRole('dialog', { 'aria-modal': true, 'aria-labelledby': 'fu-doc-preview-title' })}>
      <View className='fu-doc-preview__panel'>
        <View className='fu-doc-preview__bar'>
          <Text id='fu-doc-preview-title' className='fu-doc-preview__title' {...heading(2)}>{item.title}</Text>
          <Action className='fu-info-button fu-info-button--quiet' onPress={() => data.download(item)}
            aria={{ 'aria-label': data.t('meetingDoc.downloadLabel', { title: item.title }) }}>{data.t('meetingDoc.download')}</Action>
          <Action id={CLOSE_ID} className='fu-info-button' onPress={data.closePreview}>{data.t('meetingDoc.close')}</Action>
        </View>
        {item.opening === 'image'
          ? <RemoteImage className='fu-doc-preview__image' src={item.url} label={item.title} mode='aspectFit' lazy={false} />
          : <iframe className='fu-doc-preview__frame' src={data.previewUrl} title={data.t('meetingDoc.frameTitle', { title: item.title })} />}
      </View>
    </View>
  )
})

/** Category tabs over the documents' list (one column on a phone, two on a desktop), and the preview over them. */
export const MeetingDocView = observer(function MeetingDocView({ data, variant }: { data: MeetingDocData; variant: Variant }) {
  return (
    <View className={`fu-info fu-info--${variant}`}>
      <CategoryTabs data={data} />
      <PagedListView
        list={data.list}
        count={data.items.length}
        empty={<Empty text={data.t('meetingDoc.empty')} />}
        className='fu-info__content'
        listClassName={`fu-doc-list fu-doc-list--${variant}`}
        pagingTexts={data.pagingTexts}
      >
        {data.items.map(item => (
          <View key={item.id} className='fu-doc-list__item' {...srRole('listitem')}>
            <DocRow item={item} data={data} />
          </View>
        ))}
      </PagedListView>
      <Preview data={data} variant={variant} />
    </View>
  )
})
