export { rebuildReportSummaries } from './reports.rebuild';
export { reportsRoutes } from './reports.routes';
export { headcountBuckets } from './reports.tables';
