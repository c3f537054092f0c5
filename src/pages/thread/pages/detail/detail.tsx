import { useRouter } from '@tarojs/taro'
import { RedirectToWebView } from '@/components/native/RedirectToWebView'
import { buildQuery } from '@/core/query'

export default function NativeThreadDetail() {
  const { params } = useRouter()
  return <RedirectToWebView link={`/meeting/thread/list${buildQuery({ thread_id: params.thread_id, meeting_id: params.meeting_id })}`} />
}
