// Labels v4 (base /contacts/v4/labels, @wix/crm `labels`): the definition-list calls of
// definitions/routes.ts with the labels' schemas and wire names. `language` is accepted; names are
// English only.
import type { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { definitionRoutes } from '../definitions/routes.ts';
import { LABEL_KIND } from './kind.ts';
import { customLabel } from './label-doc.ts';
import {
  findOrCreateLabelBody,
  getLabelQuery,
  labelKeyParam,
  listLabelsQuery,
  queryLabelsBody,
  renameLabelBody,
} from './schemas.ts';

export function contactLabelsRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  return definitionRoutes(deps, {
    kind: LABEL_KIND,
    names: { one: 'label', many: 'labels', created: 'newLabel' },
    schemas: {
      keyParam: labelKeyParam,
      getQuery: getLabelQuery,
      queryBody: queryLabelsBody,
      listQuery: listLabelsQuery,
      findOrCreateBody: findOrCreateLabelBody,
      renameBody: renameLabelBody,
    },
    build: (key, body, iso) => customLabel(key, body.displayName, iso),
    newName: (body) => body.label.displayName,
  });
}
