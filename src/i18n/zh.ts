/** The base catalogue: its keys type every t() call (see index.ts). */
const zh = {
  'app.name': '会展通',
  'common.loading': '加载中…',
  'common.retry': '重试',
  'common.empty': '暂无内容',
  'common.failed': '加载失败',
  'common.know': '知道了',
  'common.confirm': '确定',
  'common.cancel': '取消',
  'common.free': '免费',
  'common.language': '语言',
  'common.back': '返回',
  'common.home': '首页',
  'error.request': '请求失败',
  'error.network': '网络错误，请刷新重试',
  'token.invalid': '登录已失效，请重新登录',
  'error.emailBlacklisted': '该邮箱已被列入黑名单，无法使用',
  'copy.success': '复制成功',
  'copy.fail': '复制失败',
  'title.meeting.home': '会议首页',
  'title.404': '页面不存在',
  'title.204': '内容已删除',
  'meeting.dates': '会议时间',
  'meeting.poweredBy': '技术支持',
  'page.notFound.text': '你要找的页面不存在。',
  'page.deleted.text': '该内容已被删除。',
  'page.notBuilt.text': '该页面尚未开放，敬请期待。',
} as const

export type MessageKey = keyof typeof zh
export type Catalogue = Record<MessageKey, string>
export default zh
