import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useExhibitorManage } from './useExhibitorManage'
import { ExhibitorManageMobile } from './mobile'
import { ExhibitorManageDesktop } from './desktop'
import '../exhibitor.scss'

/** /meeting/exhibitor/manage: the bound exhibitor edits its company and products; others get the bind entry. */
export default observer(function ExhibitorManageScreen() {
  const data = useExhibitorManage()
  return useDeviceVariant() === 'desktop' ? <ExhibitorManageDesktop data={data} /> : <ExhibitorManageMobile data={data} />
})
