/** Messages of the /webview screen, the shared copy-link dialog and the mini-program bridge page's sign-in. */
const zh = {
  'webview.frameTitle': '外部网页：{host}',
  'webview.openNewTab': '在新标签页打开',
  'webview.opened': '已在新标签页打开',
  'webview.missing': '没有要打开的链接',
  'webview.back': '返回首页',
  'webview.notFramed': '此链接无法在本页内显示，请在新标签页打开或复制链接。',
  'copyLink.title': '复制链接',
  'copyLink.hint': '此链接无法在这里直接打开，请复制后在浏览器中打开。',
  'copyLink.label': '链接',
  'copyLink.copy': '复制链接',
  'copyLink.close': '关闭',
  'bridge.login.working': '正在用微信登录…',
  'bridge.login.returning': '登录成功，正在返回…',
  'bridge.login.failed': '微信登录失败，请重试',
  'bridge.login.bindTitle': '绑定手机号',
  'bridge.login.bindHint': '首次用微信登录，请先绑定手机号。',
  'bridge.login.usePhone': '使用微信绑定的手机号',
  'bridge.login.orSms': '或用短信验证码绑定',
  'bridge.login.phoneDenied': '没有获得微信手机号，请用短信验证码绑定',
  'bridge.login.submit': '绑定并登录',
}

export default zh
