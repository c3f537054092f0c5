import { defineScreen } from '@/components/screen/defineScreen'
import type { ProductCardData } from '@/components/exhibit/cards'
import { ProductSearchView } from '../../parts/ExhibitSearchView'
import { productSearch, useExhibitSearch, type ExhibitSearchData } from '../../parts/useExhibitSearch'

/** /exhibit/product/search (optional keyword): every product of the meeting, or those matching the keyword. */
export default defineScreen<'productSearch', ExhibitSearchData<ProductCardData>>({
  use: ({ query, meeting }) => useExhibitSearch(query, meeting, productSearch),
  view: ProductSearchView,
})
