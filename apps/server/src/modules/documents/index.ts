// For modules that keep their own files the same way (expense receipts): read, sniff and serve.
export { type FormReader, multipartReader, type ReceivedFile } from './documents.multipart';
export { documentsRoutes } from './documents.routes';
export { seedDemoDocuments } from './documents.seed';
export { documentUrl } from './documents.service';
export { fileHeaders } from './documents.serving';
export { documents, onboardingSubmissions } from './documents.tables';
