import { WebView } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { webViewSrc } from '@/router/miniprogram'

/** The mini-program's web-view shell: opens the H5 route given as `link`. */
export default function FuH5() {
  const { params } = useRouter()
  return <WebView src={webViewSrc(H5_ORIGIN, params.link)} />
}
