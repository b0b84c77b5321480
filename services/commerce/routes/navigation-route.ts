import { loadCategoryTree, type CategoryNode, type CategoryTree } from '../catalogue/category-tree.ts';
import { parseCriteria } from '../catalogue/criteria.ts';
import { applyIncludes, t } from '../catalogue/product-json.ts';
import { json, storeApiError, type Reply } from '../http/reply.ts';
import type { Scope } from '../http/scope.ts';

/** Shopware's default navigation depth: the root's children and their children. */
const DEFAULT_DEPTH = 2;
/** Deeper than any catalogue; a bigger `depth` is cut here. */
const MAX_DEPTH = 20;

const slug = (text: string): string => text.normalize('NFKD').replace(/\p{M}+/gu, '').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');

/**
 * `POST|GET /navigation/{activeId}/{rootId}`: the categories below `rootId` (a category id or `main-navigation`;
 * `footer-navigation` and `service-navigation` are not set on these channels: an empty list) `depth` levels deep,
 * as a tree (`buildTree`, the default) or a flat list. The path to `activeId` is loaded whatever the depth, so a
 * storefront can open the navigation at the active category.
 */
export async function navigationRoute(scope: Scope, activeParam: string, rootParam: string): Promise<Reply> {
  const body = (scope.body ?? {}) as Record<string, unknown>;
  const criteria = parseCriteria({ includes: body['includes'] });
  if (!criteria.ok) return criteria.reply;
  const rawDepth = scope.query.get('depth') ?? body['depth'];
  const depth = rawDepth === undefined || rawDepth === null ? DEFAULT_DEPTH : Number(rawDepth);
  if (!Number.isInteger(depth) || depth < 1) return storeApiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', `The parameter "depth" must be a positive integer (given: ${JSON.stringify(rawDepth)}).`, { parameter: 'depth' }, '/depth');
  const rawTree = scope.query.get('buildTree') ?? body['buildTree'];
  const buildTree = !(rawTree === false || rawTree === 'false' || rawTree === '0' || rawTree === 0);

  if (rootParam === 'footer-navigation' || rootParam === 'service-navigation') return json([]);
  const tree = await loadCategoryTree(scope.db, scope.channel.brand);
  const rootId = rootParam === 'main-navigation' ? tree.rootId : rootParam;
  const root = tree.nodes.get(rootId);
  if (root === undefined) return storeApiError(404, 'CONTENT__CATEGORY_NOT_FOUND', `Category "${rootParam}" not found.`, { id: rootParam });
  const activeId = activeParam === 'main-navigation' ? tree.rootId : activeParam;
  const active = tree.nodes.get(activeId);
  // The active category's ancestors below the root and the active category itself show their children beyond `depth`.
  const open = new Set(active === undefined || !(active.ancestors.includes(rootId) || active.id === rootId) ? [] : [...active.ancestors, active.id]);

  const levels = Math.min(depth, MAX_DEPTH);
  const render = (node: CategoryNode, level: number): Record<string, unknown> => {
    const expand = level < levels || open.has(node.id);
    const children = expand ? tree.childrenOf(node.id).map((child) => render(child, level + 1)) : [];
    return { ...categoryJson(node, tree, scope), children: buildTree ? children : [] , ...(buildTree ? {} : { [FLAT]: children }) };
  };
  const top = tree.childrenOf(rootId).map((node) => render(node, 1));
  const list = buildTree ? top : flatten(top);
  return json(applyIncludes(list, criteria.criteria.includes));
}

/** Where a flat answer keeps the children while flattening (never serialised). */
const FLAT = Symbol('children');

function flatten(nodes: readonly Record<string | symbol, unknown>[]): Record<string, unknown>[] {
  return nodes.flatMap((node) => {
    const { [FLAT]: children, ...rest } = node;
    return [rest as Record<string, unknown>, ...flatten((children ?? []) as Record<string | symbol, unknown>[])];
  });
}

/** A category as the store-api sends it (Shopware 6.5/6.6 `Category`). */
function categoryJson(node: CategoryNode, tree: CategoryTree, scope: Scope): Record<string, unknown> {
  const lang = scope.languageCode;
  const name = t(node.name, lang) ?? '';
  const trail = [...node.ancestors.filter((id) => id !== tree.rootId), node.id].map((id) => t(tree.nodes.get(id)?.name, lang) ?? '');
  const breadcrumb = [t(tree.nodes.get(tree.rootId)?.name, lang) ?? '', ...trail];
  const legal = node.legalNotes === null ? null : t(node.legalNotes, lang);
  const customFields = legal === null ? {} : { cycle_legal_notes: legal };
  const children = tree.childrenOf(node.id);
  const siblings = node.parentId === null ? [] : tree.childrenOf(node.parentId);
  const before = siblings[siblings.findIndex((s) => s.id === node.id) - 1];
  const seoPathInfo = `${trail.map(slug).join('/')}/`;
  return {
    id: node.id,
    versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
    parentId: node.parentId,
    parentVersionId: node.parentId === null ? null : '0fa91ce3e96a4bc2be4bd9ce752c3425',
    afterCategoryId: before?.id ?? null,
    afterCategoryVersionId: before === undefined ? null : '0fa91ce3e96a4bc2be4bd9ce752c3425',
    mediaId: null,
    name,
    breadcrumb,
    path: node.ancestors.length === 0 ? null : `|${node.ancestors.join('|')}|`,
    level: node.level,
    active: true,
    childCount: children.length,
    visibleChildCount: children.length,
    visible: true,
    type: 'page',
    productAssignmentType: 'product',
    displayNestedProducts: true,
    linkType: null,
    linkNewTab: null,
    internalLink: null,
    externalLink: null,
    description: null,
    metaTitle: null,
    metaDescription: null,
    keywords: null,
    cmsPageId: null,
    customFields,
    translated: { name, breadcrumb, description: null, metaTitle: null, metaDescription: null, keywords: null, linkType: null, externalLink: null, internalLink: null, customFields },
    media: null,
    seoUrl: null,
    ...(scope.seoUrls
      ? { seoUrls: [{ id: `${node.id.slice(0, 24)}${scope.languageId.slice(0, 8)}`, salesChannelId: scope.channel.accessKey, languageId: scope.languageId, foreignKey: node.id, routeName: 'frontend.navigation.page', pathInfo: `/navigation/${node.id}`, seoPathInfo, isCanonical: true, isModified: false, isDeleted: false, apiAlias: 'seo_url' }] }
      : {}),
    apiAlias: 'category',
  };
}
