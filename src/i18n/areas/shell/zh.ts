/** Messages of the app shell: the mobile tab bar (its My tab), the desktop top bar's navigation, search and account menu, the back button. */
const zh = {
  'shell.tabs': '会议导航',
  'shell.navigation': '会议导航',
  'shell.home': '首页',
  'shell.more': '更多',
  'shell.moreEntries': '更多导航',
  'shell.back': '返回',
  'shell.backHome': '返回首页',
  'shell.navigationFailed': '导航加载失败，点击重试',
  'shell.navigationOffline': '当前离线，联网后显示导航',
  'shell.my': '我的',
  'shell.signIn': '登录',
  'shell.search': '搜索',
  'shell.searchHint': '搜索会议内容',
  'shell.accountMenu': '我的账户',
  'shell.accountHub': '个人中心',
  'shell.appointments': '我的预约',
  'shell.signOut': '退出登录',
}

export default zh
