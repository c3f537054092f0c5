export default definePageConfig({ navigationBarTitleText: 'About' })
