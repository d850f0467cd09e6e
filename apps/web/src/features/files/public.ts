// What other features may use from files: the upload field.
export { FileUpload } from './FileUpload';
