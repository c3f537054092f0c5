import { Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FieldError, FormField, inputValue } from '@/components/FormField'
import { PagedListView } from '@/components/PagedListView'
import { RemoteImage } from '@/components/RemoteImage'
import { Empty } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { MessageKey } from '@/i18n'
import type { OwnProducts } from './useOwnProducts'
import { ImageField } from './ImageField'

type T = (key: MessageKey, params?: Record<string, string | number>) => string

/** Adding or editing one product: name, description, image. */
const ProductEditor = observer(function ProductEditor({ products, t }: { products: OwnProducts; t: T }) {
  const draft = products.draft!
  return (
    <View className='fu-exhibitor__editor' {...srRole('group', { 'aria-labelledby': 'fu-product-editor' })}>
      <Text id='fu-product-editor' className='fu-exhibitor__label' {...heading(3)}>{draft.id ? t('exhibitor.manage.editProductLabel', { title: draft.title }) : t('exhibitor.manage.addProduct')}</Text>
      <FormField id='fu-product-title' label={t('exhibitor.manage.productTitle')} error={products.errors.title} required>
        {input => <Input className='fu-field__input' type='text' maxlength={100} value={draft.title} onInput={e => products.setDraft('title', inputValue(e))} nativeProps={input.nativeProps} {...input.props} />}
      </FormField>
      <FormField id='fu-product-description' label={t('exhibitor.manage.productDescription')} error={products.errors.description} optional={t('exhibitor.manage.optional')} controlClassName='fu-field__control--area'>
        {input => <Textarea className='fu-field__textarea' maxlength={-1} value={draft.description} onInput={e => products.setDraft('description', inputValue(e))} nativeProps={input.nativeProps} {...input.props} />}
      </FormField>
      <ImageField id='fu-product-image' label={t('exhibitor.manage.productImage')} src={draft.image} upload={products.image} t={t} className='fu-exhibitor__thumb' />
      <View className='fu-exhibitor__buttons'>
        <Action className='fu-exhibitor__submit' disabled={products.busy} onPress={products.save}>{t('exhibitor.manage.productSave')}</Action>
        <Action className='fu-exhibitor__secondary' onPress={products.cancel}>{t('exhibitor.manage.productCancel')}</Action>
      </View>
      <FieldError id='fu-product-notice' text={products.notice} />
    </View>
  )
})

/** The company's products, hidden ones marked, each with edit and hide / show; the editor above the list. */
export const ProductsPanel = observer(function ProductsPanel({ products, t }: { products: OwnProducts; t: T }) {
  return (
    <View className='fu-exhibitor__form'>
      <View className='fu-exhibitor__item-head'>
        <Text className='fu-exhibitor__label' {...heading(2)}>{t('exhibitor.manage.products')}</Text>
        {products.draft ? null : <Action className='fu-exhibitor__secondary' onPress={products.add}>{t('exhibitor.manage.addProduct')}</Action>}
      </View>
      {products.draft ? <ProductEditor products={products} t={t} /> : null}
      <PagedListView list={products.list} count={products.rows.length} empty={<Empty text={t('exhibitor.manage.productsEmpty')} />}
        className='fu-exhibitor__products' listClassName='fu-exhibitor__items' pagingTexts={products.pagingTexts}>
        {products.rows.map(row => (
          <View key={row.id} className={`fu-exhibitor__product${row.hidden ? ' fu-exhibitor__product--hidden' : ''}`} {...srRole('listitem')}>
            {row.image ? <RemoteImage className='fu-exhibitor__thumb' src={row.image} label={row.title} /> : <View className='fu-exhibitor__thumb fu-exhibitor__image--empty' />}
            <View className='fu-exhibitor__product-body'>
              <Text className='fu-exhibitor__asker'>{row.title}</Text>
              {row.hidden ? <Text className='fu-exhibitor__badge'>{t('exhibitor.manage.hiddenBadge')}</Text> : null}
              <View className='fu-exhibitor__buttons'>
                <Action className='fu-exhibitor__secondary' aria={{ 'aria-label': t('exhibitor.manage.editProductLabel', { title: row.title }) }} onPress={() => products.edit(row.product)}>
                  {t('exhibitor.manage.editProduct')}
                </Action>
                <Action className='fu-exhibitor__secondary' disabled={products.busy}
                  aria={{ 'aria-label': t(row.hidden ? 'exhibitor.manage.showLabel' : 'exhibitor.manage.hideLabel', { title: row.title }) }}
                  onPress={() => products.toggleHidden(row.id, !row.hidden)}>
                  {t(row.hidden ? 'exhibitor.manage.show' : 'exhibitor.manage.hide')}
                </Action>
              </View>
            </View>
          </View>
        ))}
      </PagedListView>
    </View>
  )
})
