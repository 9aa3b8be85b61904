// The OCR pool (docs/decisions/0064): photos read off the event loop by Tesseract, with the French model
// from node_modules. Used by the expiry module; made to be used by any reading of a photo.
export { checkImage, IMAGE_MAX_BYTES, type ImageFormat, imageFormatOf } from './image-check.js';
export {
  createOcrPool,
  type OcrLine,
  type OcrPool,
  type OcrPoolOptions,
  type OcrRead,
  type Variant,
  type VariantChoice,
} from './ocr-pool.js';
export { RECEIPT_IMAGE_MAX_BYTES, readReceiptPhoto } from './read-receipt.js';
