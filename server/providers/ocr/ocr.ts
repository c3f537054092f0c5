/** What the server asks of an OCR service: the development reader (provider.ts) and Tencent Cloud's (tencent.ts). */
export interface IdCardReading { name: string; id_number: string }

export interface OcrProvider {
  /** What the front of an ID card (or HK/Macao/Taiwan permit) in `image` says; undefined when it cannot be read. */
  readIdCard(image: Buffer): Promise<IdCardReading | undefined>
}
