import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'

export default function Index() {
  return (
    <View className='page'>
      <Text className='title'>A bare Taro page</Text>
      <Text>Two pages, one link, no data: what the framework costs before an app adds anything.</Text>
      <View onClick={() => { void Taro.navigateTo({ url: '/pages/about/index' }) }}>About</View>
    </View>
  )
}
