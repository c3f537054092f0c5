import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useExhibitorBind } from './useExhibitorBind'
import { ExhibitorBindMobile } from './mobile'
import { ExhibitorBindDesktop } from './desktop'
import '../exhibitor.scss'

/** /meeting/exhibitor/bind (enterprise_id from an invitation, redirect): bind the account to a company. */
export default observer(function ExhibitorBindScreen({ query }: ScreenProps) {
  const data = useExhibitorBind(query)
  return useDeviceVariant() === 'desktop' ? <ExhibitorBindDesktop data={data} /> : <ExhibitorBindMobile data={data} />
})
