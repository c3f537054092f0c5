import { defineScreen } from '@/components/screen/defineScreen'
import { receptionView } from '../ReceptionView'
import { QueryForm } from './QueryForm'
import { useReceptionQuery, type ReceptionQueryData } from './useReceptionQuery'

/** /meeting/reception/query/guest (public): a guest looks their record up by query code, or by name and phone. */
export default defineScreen<'receptionQueryGuest', ReceptionQueryData>({
  use: ({ meeting }) => useReceptionQuery(meeting),
  view: receptionView(QueryForm),
})
