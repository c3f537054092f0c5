import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useStores } from '@/stores'
import { useConnectionApplications } from './useConnectionApplications'
import { ConnectionApplicationsMobile } from './mobile'
import { ConnectionApplicationsDesktop } from './desktop'

/** /my/connections/application: business-card requests, to me and mine. */
export default observer(function ConnectionApplicationsScreen({ query }: ScreenProps) {
  const { language } = useStores()
  const data = useConnectionApplications(query)
  const title = language.t('route.myConnectionApplications')
  return useDeviceVariant() === 'desktop' ? <ConnectionApplicationsDesktop data={data} title={title} /> : <ConnectionApplicationsMobile data={data} title={title} />
})
