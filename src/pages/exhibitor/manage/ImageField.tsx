import { Text, View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { FieldError } from '@/components/FormField'
import { RemoteImage } from '@/components/RemoteImage'
import type { MessageKey } from '@/i18n'
import type { ImageUpload } from './useImageUpload'

/** An uploaded image with its label, the upload button (its progress while sending) and the upload's error. */
export function ImageField({ id, label, src, upload, t, className }: {
  id: string
  label: string
  src: string
  upload: ImageUpload
  t: (key: MessageKey, params?: Record<string, string | number>) => string
  className: string
}) {
  return (
    <View className='fu-field'>
      <Text className='fu-field__label'>{label}</Text>
      <View className='fu-exhibitor__image-row'>
        {src ? <RemoteImage className={className} src={src} label={label} /> : <View className={`${className} fu-exhibitor__image--empty`} />}
        <Action className='fu-exhibitor__secondary' disabled={upload.percent !== null} aria={{ 'aria-label': t('exhibitor.manage.uploadLabel', { field: label }) }} onPress={upload.choose}>
          {upload.percent !== null ? t('exhibitor.manage.uploading', { percent: upload.percent }) : t('exhibitor.manage.uploadLabel', { field: label })}
        </Action>
      </View>
      <FieldError id={id} text={upload.error ? t(upload.error) : ''} />
    </View>
  )
}
