export default definePageConfig({ navigationBarTitleText: 'Bare Taro' })
