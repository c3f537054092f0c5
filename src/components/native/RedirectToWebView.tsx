import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { Loading } from '@/components/StateViews'
import { fuH5PagePath } from '@/router/miniprogram'

/**
 * A native page whose screen lives in the H5 site: share cards and links keep their native path,
 * and the page hands over to the web-view shell with the matching H5 route.
 */
export function RedirectToWebView({ link }: { link: string }) {
  useEffect(() => {
    void Taro.redirectTo({ url: fuH5PagePath(link) })
  }, [link])
  return <Loading />
}
