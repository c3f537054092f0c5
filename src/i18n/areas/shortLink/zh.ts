/** Messages of the /etc/redirect?hash= screen (short links, SPEC §7 Static). */
const zh = {
  'shortLink.opening': '正在打开链接…',
  'shortLink.unknown': '链接已失效或不存在',
  'shortLink.unknownHint': '请向分享者索取新的链接。',
  'shortLink.leaving': '此链接将前往其他网站：',
  'shortLink.proceed': '继续前往 {host}',
  'shortLink.opened': '链接已在新窗口打开',
  'shortLink.openAgain': '再次打开',
  'shortLink.home': '返回首页',
}

export default zh
