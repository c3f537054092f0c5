import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useQueryResults } from './useQueryResults'
import { QueryResultsMobile } from './mobile'
import { QueryResultsDesktop } from './desktop'

/** /meeting/reception/query/guest/results (all found) and …/results/:guestId (one of them). */
export default observer(function QueryResultsScreen({ params, query }: ScreenProps) {
  const data = useQueryResults(params, query)
  return useDeviceVariant() === 'desktop' ? <QueryResultsDesktop data={data} /> : <QueryResultsMobile data={data} />
})
