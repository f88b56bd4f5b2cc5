export { documentsRoutes } from './documents.routes';
export { seedDemoDocuments } from './documents.seed';
export { documentUrl } from './documents.service';
export { documents, onboardingSubmissions } from './documents.tables';
