import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useNewsList } from './useNewsList'
import { NewsListMobile } from './mobile'
import { NewsListDesktop } from './desktop'

export default observer(function NewsListScreen({ query }: ScreenProps) {
  const data = useNewsList(query)
  return useDeviceVariant() === 'desktop' ? <NewsListDesktop data={data} /> : <NewsListMobile data={data} />
})
