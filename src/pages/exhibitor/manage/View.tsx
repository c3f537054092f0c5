import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import type { ScreenState, Variant } from '@/components/screen/defineScreen'
import { Unbound } from '../Unbound'
import { boundScreenState } from '../useBoundEnterprise'
import { CompanyFormView } from './CompanyFormView'
import { ProductsPanel } from './ProductsPanel'
import type { ExhibitorManageData } from './useExhibitorManage'
import '../exhibitor.scss'

/** The frame's loading and failure: the account first, then the company (loading until its form is filled). */
export function exhibitorManageState(data: ExhibitorManageData): ScreenState {
  return boundScreenState(data.bound, () => {
    if (data.status === 'loading' || (data.status === 'ready' && !data.form)) return { status: 'loading' }
    if (data.status === 'failed' || !data.form) return { status: 'failed', retry: data.retry, message: data.loadError }
    return { status: 'ready' }
  })
}

/** The company form and the products: one under the other on a phone, side by side on a desktop (exhibitor.scss). */
export const ExhibitorManageView = observer(function ExhibitorManageView({ data, variant }: { data: ExhibitorManageData; variant: Variant }) {
  const { t, bound, form } = data
  return (
    <View className={`fu-exhibitor fu-exhibitor--${variant}`}>
      {/* With a company, the frame waits for its form (exhibitorManageState). */}
      {!bound.enterpriseId ? <Unbound t={t} onBind={data.bind} /> : !form ? null : (
        <>
          <View className='fu-exhibitor__bar'>
            <Action className='fu-exhibitor__secondary' role='link' onPress={data.viewPage}>{t('exhibitor.manage.viewPage')}</Action>
            <Action className='fu-exhibitor__secondary' role='link' onPress={data.leads}>{t('route.exhibitorLeads')}</Action>
          </View>
          <View className='fu-exhibitor__panels'>
            <CompanyFormView data={data} form={form} />
            <ProductsPanel products={data.products} t={t} />
          </View>
        </>
      )}
    </View>
  )
})
