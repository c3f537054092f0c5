import { defineScreen } from '@/components/screen/defineScreen'
import { MyCollectionView } from './View'
import { useMyCollection, type MyCollectionData } from './useMyCollection'

/** /my/collection (optional tab): the companies, products and demands I liked, removable. */
export default defineScreen<'myCollection', MyCollectionData>({
  use: ({ query, meeting }) => useMyCollection(query, meeting),
  view: MyCollectionView,
})
