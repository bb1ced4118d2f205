// What other features may use of uploads: image checks and the image store.
export { checkImageBytes, decodeImage, type CheckedImage } from './image-data';
export { uploadsService } from './uploads.service';
