import type { StandardSchemaV1 } from '@standard-schema/spec';
import type * as Models from './models';

type ModelsModule = typeof Models;

let loading: Promise<ModelsModule> | undefined;

/**
 * The response checks (valibot and the wire models) load with the first request, not with every page: a hydrated page
 * may never ask (`npm run bench`: 2.2 KB gzip less initial JS on every route). A load that failed is tried again next time.
 */
export function loadResponseChecks(): Promise<ModelsModule> {
  loading ??= import(/* webpackChunkName: "api-models" */ './models').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * An endpoint's `responseSchema` (RTK Query validates answers against any Standard Schema) that is one of the models'
 * valibot schemas, loaded on first use: RTK Query awaits it like any asynchronous schema.
 */
export function lazySchema<T>(pick: (models: ModelsModule) => StandardSchemaV1<unknown, T>): StandardSchemaV1<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'valibot',
      validate: async (value) => pick(await loadResponseChecks())['~standard'].validate(value),
    },
  };
}
