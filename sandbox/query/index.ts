export * from './types.ts';
export { compileFilter } from './compile-filter.ts';
export { compileSort } from './compile-sort.ts';
export { checkFilterLimits, FILTER_LIMITS } from './filter-limits.ts';
export { ownField } from './own-field.ts';
export * from './paging.ts';
export { countRows, selectPageDocs, selectPageWithTotal, type PageSelect } from './select-page.ts';
