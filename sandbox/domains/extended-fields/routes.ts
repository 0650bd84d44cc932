// Extended Fields v4 (base /contacts/v4/extended-fields, @wix/crm `extendedFields`): the
// definition-list calls of definitions/routes.ts with the extended fields' schemas and wire names.
import type { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { definitionRoutes } from '../definitions/routes.ts';
import { customField } from './extended-field-doc.ts';
import { EXTENDED_FIELD_KIND } from './kind.ts';
import {
  fieldKeyParam,
  findOrCreateFieldBody,
  getFieldQuery,
  listFieldsQuery,
  queryFieldsBody,
  renameFieldBody,
} from './schemas.ts';

export function extendedFieldsRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  return definitionRoutes(deps, {
    kind: EXTENDED_FIELD_KIND,
    names: { one: 'field', many: 'fields', created: 'newField' },
    schemas: {
      keyParam: fieldKeyParam,
      getQuery: getFieldQuery,
      queryBody: queryFieldsBody,
      listQuery: listFieldsQuery,
      findOrCreateBody: findOrCreateFieldBody,
      renameBody: renameFieldBody,
    },
    // A custom field with exactly this display name is returned as it is (its data type wins). No
    // data type: a text field (the provider's default enum value).
    build: (key, body, iso) => customField(key, body.displayName, body.dataType ?? 'TEXT', iso),
    newName: (body) => body.field.displayName,
  });
}
