/** The bridge between React views and the store: projections in, commands out. */
export { StoreProvider, toViewStore, useViewStore, type ViewStore } from './StoreProvider';
export { useProjection, useSend, useSendAndAwait } from './hooks';
export { useReportFieldError } from './fieldErrors';
export { useHydrating } from './hydration';
export { preloadable, usePreloaded, withoutReveal, type Preloadable } from './preloadable';
export { AfterPaintProvider, useAfterPaint, useSubmitAfterPaint, type AfterPaint } from './afterPaint';
export { AfterContent, ContentGateProvider, useLoadingStatus } from './contentShown';
