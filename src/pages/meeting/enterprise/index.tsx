import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useEnterpriseDetail } from './useEnterpriseDetail'
import { EnterpriseDetailMobile } from './mobile'
import { EnterpriseDetailDesktop } from './desktop'

export default observer(function EnterpriseDetailScreen({ query }: ScreenProps) {
  const data = useEnterpriseDetail(query)
  return useDeviceVariant() === 'desktop' ? <EnterpriseDetailDesktop data={data} /> : <EnterpriseDetailMobile data={data} />
})
