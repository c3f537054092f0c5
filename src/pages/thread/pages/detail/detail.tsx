import { useRouter } from '@tarojs/taro'
import { RedirectToWebView } from '@/components/native/RedirectToWebView'
import { routeUrl } from '@/router/links'

export default function NativeThreadDetail() {
  const { params } = useRouter()
  return <RedirectToWebView link={routeUrl('threadList', { thread_id: params.thread_id, meeting_id: params.meeting_id })} />
}
