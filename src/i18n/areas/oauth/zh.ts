/** Messages of the OAuth consent screens (/oauth/authorize, /oauth/chinaief): a partner site asks to sign the visitor in. */
const zh = {
  'oauth.logoAlt': '{name} 的标志',
  'oauth.asks': '{name} 请求使用你在本平台的账号登录',
  'oauth.willGet': '同意后，{name} 将获得：',
  'oauth.scope.profile': '你的昵称、头像和界面语言',
  'oauth.scope.email': '你的邮箱地址',
  'oauth.scope.phone': '你的手机号码',
  'oauth.signedInAs': '当前登录账号：{name}',
  'oauth.switchAccount': '使用其他账号',
  'oauth.returnTo': '完成后将返回 {host}',
  'oauth.allow': '同意并继续',
  'oauth.deny': '拒绝',
  'oauth.leaving': '正在返回 {name}…',
  'oauth.decisionFailed': '提交失败：{reason}',
  'oauth.invalid.invalid_client': '无法授权：该应用未在本平台登记',
  'oauth.invalid.invalid_redirect_uri': '无法授权：返回地址与该应用登记的不一致',
  'oauth.invalidHint': '你打开的授权链接有误，请联系发起登录的网站。为保护你的账号，我们不会跳转到该地址。',
  'oauth.home': '返回首页',
  'oauth.unavailable': '请在浏览器中打开此页面，以登录 {name}。',
}

export default zh
