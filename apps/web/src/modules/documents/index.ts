// The module's public surface: other modules import it from here, never from its files.
export { DocumentDownloadLink } from './components/DocumentDownloadLink';
export { PictureUploadDialog } from './components/PictureUploadDialog';
export { useDocumentList, usePicture } from './documents.api';
