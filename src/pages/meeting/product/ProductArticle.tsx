import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { RemoteImage } from '@/components/RemoteImage'
import { RichText } from '@/components/RichText'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { LikeButton } from '@/components/LikeButton'
import type { ProductDetailData } from './useProductDetail'

/** The images: the chosen one large, and a thumbnail row to choose another when there are several. */
const ProductGallery = observer(function ProductGallery({ data }: { data: ProductDetailData }) {
  if (!data.image) return null
  const label = (n: number) => data.t('exhibit.product.image', { title: data.title, n })
  return (
    <View className='fu-product__gallery'>
      <RemoteImage className='fu-product__image' src={data.image} mode='aspectFit' label={label(data.imageIndex + 1)} lazy={false} />
      {data.images.length > 1 ? (
        <View className='fu-product__thumbs'>
          {data.images.map((src, i) => (
            <Action
              key={`${i}-${src}`}
              className={`fu-product__thumb${i === data.imageIndex ? ' fu-product__thumb--active' : ''}`}
              aria={{ 'aria-label': label(i + 1), 'aria-pressed': i === data.imageIndex }}
              onPress={() => data.chooseImage(i)}
            >
              <RemoteImage className='fu-product__thumb-image' src={src} label='' />
            </Action>
          ))}
        </View>
      ) : null}
    </View>
  )
})

/** The product page (its loading and failure are the frame's): images, title, like, its company and the description. */
export const ProductArticle = observer(function ProductArticle({ data, variant }: { data: ProductDetailData; variant: Variant }) {
  if (data.status === 'missing' || !data.product) return <Empty text={data.t('exhibit.product.missing')} />
  return (
    <View className={`fu-product__article fu-product__article--${variant}`} {...srRole('article')}>
      <ProductGallery data={data} />
      <View className='fu-product__info'>
        <View className='fu-product__head'>
          <Text className='fu-product__title' {...heading(1)}>{data.title}</Text>
          <LikeButton like={data.like} />
        </View>
        {data.company ? (
          <View className='fu-product__company'>
            <Text className='fu-product__company-label'>{data.t('exhibit.product.company')}</Text>
            <Action
              className='fu-product__company-link'
              role='link'
              aria={{ 'aria-label': data.t('exhibit.product.openCompany', { name: data.company.name }) }}
              onPress={data.openCompany}
            >
              {data.company.logo ? <RemoteImage className='fu-product__company-logo' src={data.company.logo} mode='aspectFit' label='' /> : null}
              <Text>{data.company.name}</Text>
            </Action>
          </View>
        ) : null}
        {data.descriptionChunks.length ? (
          <View className='fu-product__section'>
            <Text className='fu-product__section-title' {...heading(2)}>{data.t('exhibit.product.description')}</Text>
            {data.descriptionChunks.map((chunk, i) => <RichText key={i} className='fu-product__description' html={chunk} />)}
          </View>
        ) : null}
      </View>
    </View>
  )
})
