import { observer } from 'mobx-react'
import { ProductSearchScreen } from './ProductSearchBody'
import type { ProductSearchData } from './useProductSearch'

export const ProductSearchMobile = observer(function ProductSearchMobile({ data }: { data: ProductSearchData }) {
  return <ProductSearchScreen data={data} variant='mobile' />
})
