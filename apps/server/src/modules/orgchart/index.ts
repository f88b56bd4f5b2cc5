export { orgchartRoutes } from './orgchart.routes';
