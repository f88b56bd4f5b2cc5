import type { ServerModule } from '../../lib/module';
import { passwordLoginModeHook } from '../auth';
import { ssoRoutes } from './sso.routes';
import { passwordLoginMode } from './sso.service';

passwordLoginModeHook.provide(passwordLoginMode);

/** What sso brings to the app (lib/module.ts). */
export const ssoModule: ServerModule = { name: 'sso', routes: ssoRoutes };
