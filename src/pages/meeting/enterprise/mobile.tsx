import { observer } from 'mobx-react'
import { Failed, Loading } from '@/components/StateViews'
import { EnterpriseDetailView } from './View'
import type { EnterpriseDetailData } from './useEnterpriseDetail'

/**
 * @deprecated The company page is one view in the screen frame (index.tsx). Kept only for the tests of other areas
 * that render the page without the frame (exhibitor ask, appointment); they should render the screen module instead.
 */
export const EnterpriseDetailMobile = observer(function EnterpriseDetailMobile({ data }: { data: EnterpriseDetailData }) {
  if (data.status === 'loading') return <Loading />
  if (data.status === 'failed') return <Failed message={data.error} onRetry={data.retry} />
  return <EnterpriseDetailView data={data} variant='mobile' />
})
