import { defineScreen } from '@/components/screen/defineScreen'
import { useProductDetail, type ProductDetailData } from './useProductDetail'
import { ProductDetailView } from './View'

/** /meeting/product?product_id=…: a product's page; its title is the page's heading. */
export default defineScreen<'meetingProduct', ProductDetailData>({
  use: ({ query, meeting }) => useProductDetail(query, meeting),
  view: ProductDetailView,
  title: data => data.title,
  state: data => ({ status: data.status === 'missing' ? 'ready' : data.status, retry: data.retry, message: data.error }),
  meetingId: (_, data) => data.product?.meeting_id,
  frame: { ownHeading: true },
})
