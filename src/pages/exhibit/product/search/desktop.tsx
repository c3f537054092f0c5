import { observer } from 'mobx-react'
import { ProductSearchScreen } from './ProductSearchBody'
import type { ProductSearchData } from './useProductSearch'

export const ProductSearchDesktop = observer(function ProductSearchDesktop({ data }: { data: ProductSearchData }) {
  return <ProductSearchScreen data={data} variant='desktop' />
})
