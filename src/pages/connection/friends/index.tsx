import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useStores } from '@/stores'
import { useMyConnections } from './useMyConnections'
import { MyConnectionsMobile } from './mobile'
import { MyConnectionsDesktop } from './desktop'

/** /my/connections: my friends (exchanged business cards) and their contact details. */
export default observer(function MyConnectionsScreen({ query }: ScreenProps) {
  const { language } = useStores()
  const data = useMyConnections(query)
  const title = language.t('route.myConnections')
  return useDeviceVariant() === 'desktop' ? <MyConnectionsDesktop data={data} title={title} /> : <MyConnectionsMobile data={data} title={title} />
})
