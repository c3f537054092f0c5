/**
 * What is kept of an uploaded image: its pixels, never its metadata. A phone's photo carries EXIF (the GPS position,
 * the camera, the time), XMP and ICC data; an image served at a public address must not. The image is decoded and
 * encoded again in its own type (sharp/libvips), its EXIF orientation applied first so it still shows upright.
 */
import sharp from 'sharp'
import { ApiError, ErrorCode } from '../../http/errors'

/** Larger images are refused before they are decoded: a 2 MB PNG can unpack to gigabytes (a decompression bomb). */
export const UPLOAD_MAX_PIXELS = 50_000_000

export type UploadImageType = 'image/png' | 'image/jpeg'

/** jpg or png by magic bytes. */
export function imageType(bytes: Buffer): UploadImageType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  return undefined
}

/** The image re-encoded without metadata, upright; 415 when the bytes do not decode, 413 past UPLOAD_MAX_PIXELS. */
export async function withoutMetadata(bytes: Buffer, type: UploadImageType): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' }).autoOrient()
  try {
    // sharp writes no metadata unless asked (keepExif, withMetadata…).
    return await (type === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer()
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error)?.message))) throw new ApiError(413, ErrorCode.ValidationFailed, `upload failed: images may have at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels`)
    throw new ApiError(415, ErrorCode.ValidationFailed, 'upload failed: the image cannot be read (jpg or png)')
  }
}
