export { performanceRoutes } from './performance.routes';
export { seedDemoPerformance } from './performance.seed';
