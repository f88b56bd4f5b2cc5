import type { ServerModule } from '../../lib/module';
import { documentsRoutes } from './documents.routes';
import { seedDemoDocuments } from './documents.seed';
import { seedDemoFirstDayItems } from './onboarding-checklist.seed';

// For modules that keep their own files the same way (expense receipts): read, sniff and serve.
export { type FormReader, multipartReader, type ReceivedFile } from './documents.multipart';
export { documentUrl } from './documents.service';
export { fileHeaders } from './documents.serving';
export { documents, onboardingSubmissions } from './documents.tables';

/** What documents brings to the app (lib/module.ts). */
export const documentsModule: ServerModule = {
  name: 'documents',
  routes: documentsRoutes,
  demoSeeds: [{ run: seedDemoDocuments }, { run: seedDemoFirstDayItems }],
};
