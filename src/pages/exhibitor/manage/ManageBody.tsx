import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Failed, Loading } from '@/components/StateViews'
import { Unbound } from '../Unbound'
import { CompanyFormView } from './CompanyFormView'
import { ProductsPanel } from './ProductsPanel'
import type { ExhibitorManageData } from './useExhibitorManage'

/** The states, then the company form and the products, the same in both variants (desktop sets them side by side). */
export const ManageBody = observer(function ManageBody({ data }: { data: ExhibitorManageData }) {
  const { t, bound } = data
  if (bound.status === 'loading') return <Loading />
  if (bound.status === 'failed') return <Failed message={bound.error} onRetry={bound.retry} />
  if (!bound.enterpriseId) return <Unbound t={t} onBind={data.bind} />
  if (data.status === 'loading' || (data.status === 'ready' && !data.form)) return <Loading />
  if (data.status === 'failed' || !data.form) return <Failed message={data.loadError} onRetry={data.retry} />
  return (
    <>
      <View className='fu-exhibitor__bar'>
        <Action className='fu-exhibitor__secondary' role='link' onPress={data.viewPage}>{t('exhibitor.manage.viewPage')}</Action>
      </View>
      <View className='fu-exhibitor__panels'>
        <CompanyFormView data={data} form={data.form} />
        <ProductsPanel products={data.products} t={t} />
      </View>
    </>
  )
})
