export { ssoRoutes } from './sso.routes';
export { passwordLoginMode } from './sso.service';
