import { defineScreen } from '@/components/screen/defineScreen'
import { useExhibitorList, type ExhibitorListData } from './useExhibitorList'
import { ExhibitorListView } from './ExhibitorListBody'

/** /exhibit (optional category_id): the meeting's exhibitors under its own word for them, by category, page by page. */
export default defineScreen<'exhibit', ExhibitorListData>({
  use: ({ query, meeting }) => useExhibitorList(query, meeting),
  title: data => data.heading,
  view: ExhibitorListView,
})
