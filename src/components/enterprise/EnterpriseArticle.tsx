import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { CopyLinkDialog } from '@/components/CopyLinkDialog'
import { Empty } from '@/components/StateViews'
import { PagedListView } from '@/components/PagedListView'
import { RemoteImage } from '@/components/RemoteImage'
import { RichText } from '@/components/RichText'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { LikeButton } from '@/components/LikeButton'
import { MatchSuggestions } from '@/components/MatchSuggestions'
import { ProductCard } from '@/components/exhibit/ProductCard'
import type { EnterpriseDetailData } from './useEnterpriseDetail'

const PRAISE_TEXTS = { off: 'exhibit.praise.praise', on: 'exhibit.praise.praised', total: 'exhibit.praise.total' } as const

/** The company's products as a grid with paging; nothing when it has none. */
const EnterpriseProducts = observer(function EnterpriseProducts({ data, variant }: { data: EnterpriseDetailData; variant: Variant }) {
  return (
    <View className='fu-enterprise__section'>
      <Text className='fu-enterprise__section-title' {...heading(2)}>{data.t('exhibit.enterprise.products')}</Text>
      <PagedListView
        list={data.products}
        count={data.productCards.length}
        empty={<Empty text={data.t('exhibit.product.empty')} />}
        className='fu-enterprise__products'
        listClassName={`fu-product-grid fu-product-grid--${variant}`}
        pagingTexts={data.productPaging}
      >
        {data.productCards.map(card => (
          <View key={card.id} className='fu-product-grid__item' {...srRole('listitem')}>
            <ProductCard card={card} openText={data.t('exhibit.product.open', { title: card.title })} showCompany={false} onOpen={data.openProduct} />
          </View>
        ))}
      </PagedListView>
    </View>
  )
})

/** The company page (its loading and failure are the frame's): cover, logo, name, booth, book / ask, like, introduction, products and documents. */
export const EnterpriseArticle = observer(function EnterpriseArticle({ data, variant }: { data: EnterpriseDetailData; variant: Variant }) {
  if (data.status === 'missing' || !data.enterprise) return <Empty text={data.t('exhibit.enterprise.missing')} />
  return (
    <View className={`fu-enterprise__article fu-enterprise__article--${variant}`} {...srRole('article')}>
      {data.cover ? <RemoteImage className='fu-enterprise__cover' src={data.cover} label='' lazy={false} /> : null}
      <View className='fu-enterprise__head'>
        <View className='fu-enterprise__logo-box'>
          {data.logo ? <RemoteImage className='fu-enterprise__logo' src={data.logo} mode='aspectFit' label={data.name} lazy={false} /> : null}
        </View>
        <View className='fu-enterprise__identity'>
          <Text className='fu-enterprise__name' {...heading(1)}>{data.name}</Text>
          {data.booth ? <Text className='fu-enterprise__booth'>{data.t('exhibit.enterprise.booth', { booth: data.booth })}</Text> : null}
          {/* The two things a visitor comes for, beside the name rather than under the whole page (issue 25). */}
          <View className='fu-enterprise__reach'>
            {data.bookMeeting ? <Action className='fu-button fu-enterprise__book' onPress={data.bookMeeting}>{data.t('appointment.book')}</Action> : null}
            <Action className='fu-button fu-button--plain fu-enterprise__ask' onPress={data.askQuestion}>{data.t('exhibitor.ask.entry')}</Action>
          </View>
        </View>
        <View className='fu-enterprise__toggles'>
          <LikeButton like={data.like} />
          <LikeButton like={data.praise} texts={PRAISE_TEXTS} />
        </View>
      </View>
      {data.contactPhone || data.contactEmail ? (
        <View className='fu-enterprise__section'>
          <Text className='fu-enterprise__section-title' {...heading(2)}>{data.t('exhibit.contact.title')}</Text>
          {data.contactName ? <Text className='fu-enterprise__contact-name'>{data.contactName}</Text> : null}
          <View className='fu-enterprise__contact'>
            {data.contactPhone ? <Action className='fu-enterprise__contact-action' role='link' onPress={data.call}>{data.t('exhibit.contact.call', { phone: data.contactPhone })}</Action> : null}
            {data.contactEmail ? <Action className='fu-enterprise__contact-action' role='link' onPress={data.mail}>{data.t('exhibit.contact.mail', { email: data.contactEmail })}</Action> : null}
          </View>
        </View>
      ) : null}
      {data.introductionChunks.length ? (
        <View className='fu-enterprise__section'>
          <Text className='fu-enterprise__section-title' {...heading(2)}>{data.t('exhibit.enterprise.introduction')}</Text>
          {data.introductionChunks.map((chunk, i) => <RichText key={i} className='fu-enterprise__introduction' html={chunk} />)}
        </View>
      ) : null}
      <EnterpriseProducts data={data} variant={variant} />
      <MatchSuggestions data={data.match} variant={variant} />
      {data.attachments.length ? (
        <View className='fu-enterprise__section'>
          <Text className='fu-enterprise__section-title' {...heading(2)}>{data.t('exhibit.enterprise.attachments')}</Text>
          <View className='fu-enterprise__attachments' {...srRole('list')}>
            {data.attachments.map(attachment => (
              <View key={attachment.id} {...srRole('listitem')}>
                <Action
                  className='fu-enterprise__attachment'
                  role='link'
                  aria={{ 'aria-label': data.t('exhibit.enterprise.openAttachment', { title: attachment.title }) }}
                  onPress={() => data.openAttachment(attachment)}
                >
                  {attachment.title}
                </Action>
              </View>
            ))}
          </View>
        </View>
      ) : null}
      <View className='fu-enterprise__actions'>
        <Action className='fu-button fu-enterprise__invitation' onPress={data.invitation}>{data.t('invitation.fromCompany')}</Action>
        <Action className='fu-enterprise__back' onPress={data.back}>{data.t('exhibit.enterprise.back')}</Action>
      </View>
      {data.copyLink ? <CopyLinkDialog link={data.copyLink} onClose={data.closeCopyLink} /> : null}
    </View>
  )
})
