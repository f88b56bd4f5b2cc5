export { apitokensRoutes } from './apitokens.routes';
export { findApiTokenByHash, recordApiTokenUse } from './apitokens.service';
