import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useStores } from '@/stores'
import { useMyContact } from './useMyContact'
import { MyContactMobile } from './mobile'
import { MyContactDesktop } from './desktop'

/** /my/contact: my business card, its QR code, and appearing in the connections list. */
export default observer(function MyContactScreen({ query }: ScreenProps) {
  const { language } = useStores()
  const data = useMyContact(query)
  const title = language.t('route.myContact')
  return useDeviceVariant() === 'desktop' ? <MyContactDesktop data={data} title={title} /> : <MyContactMobile data={data} title={title} />
})
