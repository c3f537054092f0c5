export default defineAppConfig({
  pages: ['pages/index/index', 'pages/about/index'],
  animation: false,
  window: { navigationBarBackgroundColor: '#ffffff', navigationBarTitleText: 'Bare Taro', navigationBarTextStyle: 'black' },
})
