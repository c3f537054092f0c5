import { defineScreen } from '@/components/screen/defineScreen'
import { useDemandForm, type DemandFormData } from './useDemandForm'
import { DemandFormView } from './View'

/** /demand/form/:type (a category id to start with, or `new`; optional meeting_id): post a demand. */
export default defineScreen<'demandForm', DemandFormData>({
  use: ({ params, meeting }) => useDemandForm(params, meeting),
  view: DemandFormView,
})
