import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { personLabel } from '@/core/users'
import { formatDateTime } from '@/core'
import { Action } from '@/components/Action'
import { Modal } from '@/components/ui/Modal'
import { Badge } from '@/components/Badge'
import { LoadMore, pagingTexts } from '@/components/LoadMore'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { RemoteImage } from '@/components/RemoteImage'
import { WindowedRows } from '@/components/WindowedRows'
import { heading, srRole } from '@/components/a11y'
import { LikeButton } from '@/components/LikeButton'
import type { DemandDetailData } from './useDemandDetail'

const Contact = observer(function Contact({ data }: { data: DemandDetailData }) {
  const { t, contact } = data
  if (!contact) return null
  return (
    <View className='fu-demand-detail__section'>
      <Text className='fu-demand-detail__section-title' {...heading(2)}>{t('demand.detail.contact')}</Text>
      {contact.shown ? (
        <>
          {contact.phone ? <Text className='fu-demand-detail__contact'>{t('demand.detail.phone')}: {contact.phone}</Text> : null}
          {contact.email ? <Text className='fu-demand-detail__contact'>{t('demand.detail.email')}: {contact.email}</Text> : null}
          {contact.wechat ? <Text className='fu-demand-detail__contact'>{t('demand.detail.wechat')}: {contact.wechat}</Text> : null}
        </>
      ) : (
        <Text className='fu-demand-detail__note'>{t(contact.reason === 'afterComment' ? 'demand.detail.contactHidden' : 'demand.detail.contactPrivate')}</Text>
      )}
    </View>
  )
})

const Comments = observer(function Comments({ data }: { data: DemandDetailData }) {
  const { t, comments } = data
  let body
  if (comments.status === 'loading') body = <Loading />
  else if (comments.status === 'failed') body = <Failed message={comments.error} onRetry={comments.retry} />
  else if (!comments.items.length) body = <Text className='fu-demand-detail__note'>{t('demand.detail.noComments')}</Text>
  else {
    // A long thread of comments keeps only those near the screen (WindowedRows), in the mini-program too.
    body = (
      <>
        <WindowedRows className='fu-demand-detail__comments'>
          {comments.items.map(c => (
            <View key={c._id} className='fu-demand-detail__comment' {...srRole('listitem')}>
              <View className='fu-demand-detail__comment-head'>
                <Text>{personLabel(c.user, t('common.visitor'))}</Text>
                <Text>{formatDateTime(c.created, data.timezone)}</Text>
              </View>
              <Text className='fu-demand-detail__comment-text'>{c.content}</Text>
            </View>
          ))}
        </WindowedRows>
        <LoadMore hasMore={comments.hasMore} loadingMore={comments.loadingMore} moreFailed={comments.moreFailed} onLoadMore={comments.loadMore}
          texts={pagingTexts(t, t('demand.detail.comments', { count: comments.total }))} />
      </>
    )
  }
  return (
    <View className='fu-demand-detail__section'>
      <Text className='fu-demand-detail__section-title' {...heading(2)}>{t('demand.detail.comments', { count: comments.total })}</Text>
      {body}
    </View>
  )
})

/** The post both variants show (its loading and failure are the frame's): content, images, state, poster, like, contact, comments, close. */
export const DemandArticle = observer(function DemandArticle({ data }: { data: DemandDetailData }) {
  const { t } = data
  if (data.status === 'missing' || !data.demand) return <Empty text={t('demand.detail.missing')} action={{ label: t('demand.detail.back'), onPress: data.back }} />
  const { demand } = data
  return (
    <View className='fu-demand-detail' {...srRole('article')}>
      <Text className='fu-demand-detail__title' {...heading(1)}>{demand.title}</Text>
      <View className='fu-demand-detail__meta'>
        {data.state ? <Badge text={t(data.state.key)} tone={data.state.tone} /> : null}
        <Text>{t('demand.detail.postedBy', { name: personLabel(demand.user, t('common.visitor')), date: demand.created ? formatDateTime(demand.created, data.timezone) : '' })}</Text>
        {data.area ? <Text>{t('demand.detail.area', { area: data.area })}</Text> : null}
      </View>
      <Text className='fu-demand-detail__description'>{demand.description}</Text>
      {demand.images?.length ? (
        <View className='fu-demand-detail__images'>
          {demand.images.map((src, i) => (
            <RemoteImage key={src + i} className='fu-demand-detail__image' src={src} label={t('demand.detail.image', { title: demand.title, n: i + 1 })} />
          ))}
        </View>
      ) : null}
      <View className='fu-demand-detail__actions'>
        <LikeButton like={data.like} />
        {data.canComment ? <Action className='fu-button' onPress={data.comment}>{t('demand.detail.comment')}</Action> : null}
        {demand.commented === 1 ? <Text className='fu-demand-detail__note'>{t('demand.detail.commented')}</Text> : null}
        {data.canClose && !data.confirmingClose ? <Action className='fu-demand__link' onPress={data.askClose}>{t('demand.detail.close')}</Action> : null}
      </View>
      <Modal
        id='fu-demand-close'
        alert
        open={data.confirmingClose}
        title={t('demand.detail.close')}
        onClose={data.cancelClose}
        actions={[
          { label: t('common.cancel'), onPress: data.cancelClose },
          { label: t('demand.detail.closeYes'), onPress: data.close, tone: 'danger', disabled: data.closing },
        ]}
      >
        <Text>{t('demand.detail.closeConfirm')}</Text>
      </Modal>
      <Contact data={data} />
      <Comments data={data} />
      <View className='fu-demand-detail__actions'>
        <Action className='fu-demand__link' onPress={data.back}>{t('demand.detail.back')}</Action>
      </View>
    </View>
  )
})
