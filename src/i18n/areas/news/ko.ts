import type { Translation } from '../../define'
import type zh from './zh'

/** Korean of ./zh.ts. */
const ko: Translation<typeof zh> = {
  'news.list.empty': '아직 뉴스가 없습니다',
  'news.list.total': '뉴스 {total}건',
  'news.detail.back': '뉴스 목록으로',
  'news.detail.published': '{date} 게시',
  'news.detail.missing': '이 뉴스를 찾을 수 없습니다',
}

export default ko
