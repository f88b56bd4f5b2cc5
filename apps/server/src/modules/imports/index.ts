export { importsRoutes } from './imports.routes';
