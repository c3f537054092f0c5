import { Text, View } from '@tarojs/components'

export default function About() {
  return (
    <View className='page'>
      <Text className='title'>About</Text>
      <Text>The second page of the bare app.</Text>
    </View>
  )
}
