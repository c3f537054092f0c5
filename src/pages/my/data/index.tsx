import { defineScreen } from '@/components/screen/defineScreen'
import { MyDataView } from './View'
import { useMyData, type MyDataData } from './useMyData'

/**
 * /my/data (issue 16, PIPL / GDPR): download everything the platform holds about me (JSON, or a readable page), my
 * consent log, and deleting my account after a cooling-off period that "keep my account" cancels.
 */
export default defineScreen<'myData', MyDataData>({
  use: () => useMyData(),
  view: MyDataView,
})
