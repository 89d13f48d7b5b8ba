export * from './types';
export * from './retry';
export * from './client';
export * from './endpointRequest';
export { buildUrl } from './request';
export { decodeBody, reportErrors } from './decode';
