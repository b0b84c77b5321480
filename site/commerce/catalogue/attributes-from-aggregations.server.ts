/**
 * Server-only: the build's catalogue read (`search-catalogue.server.ts`). The browser's client never asks for
 * attributes this way, so its bundle, and every page that refers to it, stays as it is.
 */
import * as v from 'valibot';
import { WireGroup, WireOption, type WireProduct, type WireVariant } from '../shopware/shopware-schemas.ts';

type WireGroupShape = v.InferOutput<typeof WireGroup>;

const WireEntities = v.looseObject({ entities: v.array(v.unknown()) });
const WireAlias = v.looseObject({ apiAlias: v.string() });
const WireIds = v.array(v.string());
const WireGroupId = v.looseObject({ groupId: v.string() });

/**
 * Property options and groups of a search answer's entity aggregations (Shopware's `EntityAggregation` of
 * `property_group_option` and `property_group`), by id; entities of other kinds, and any that do not fit, are left
 * out (vendor data is not trusted).
 */
function attributeEntities(aggregations: unknown): { readonly options: ReadonlyMap<string, WireOption>; readonly groups: ReadonlyMap<string, WireGroupShape> } {
  const options = new Map<string, WireOption>();
  const groups = new Map<string, WireGroupShape>();
  if (aggregations === null || typeof aggregations !== 'object' || Array.isArray(aggregations)) return { options, groups };
  for (const result of Object.values(aggregations)) {
    const parsed = v.safeParse(WireEntities, result);
    if (!parsed.success) continue;
    for (const entity of parsed.output.entities) {
      const alias = v.safeParse(WireAlias, entity);
      if (!alias.success) continue;
      if (alias.output.apiAlias === 'property_group_option') {
        const option = v.safeParse(WireOption, entity);
        if (option.success) options.set(option.output.id, option.output);
      } else if (alias.output.apiAlias === 'property_group') {
        const group = v.safeParse(WireGroup, entity);
        if (group.success) groups.set(group.output.id, group.output);
      }
    }
  }
  return { options, groups };
}

/**
 * The products of a search answer with their options and properties as the associations would have embedded them,
 * each option with its group, when the request asked for their ids (`optionIds`, `propertyIds`) and for the options
 * and their groups as entity aggregations instead: the build's catalogue read, where the embedded associations repeated
 * winora's 200 options some 16,000 times per locale, each with its whole group. A product that carries its own
 * `options` or `properties` keeps them; an answer without option entities is returned as it is.
 */
export function attributesFromAggregations(elements: readonly WireProduct[], aggregations: unknown): readonly WireProduct[] {
  const { options, groups } = attributeEntities(aggregations);
  if (options.size === 0) return elements;
  const withGroups = new Map<string, WireOption>();
  const optionWithGroup = (id: string): WireOption | undefined => {
    let option = withGroups.get(id);
    if (option === undefined) {
      const entity = options.get(id);
      if (entity === undefined) return undefined;
      const groupId = v.safeParse(WireGroupId, entity);
      option = { ...entity, group: entity.group ?? (groupId.success ? groups.get(groupId.output.groupId) : undefined) ?? null };
      withGroups.set(id, option);
    }
    return option;
  };
  const resolve = (ids: unknown, own: readonly WireOption[]): WireOption[] => {
    const parsed = v.safeParse(WireIds, ids);
    if (own.length > 0 || !parsed.success) return [...own];
    return parsed.output.flatMap((id) => {
      const option = optionWithGroup(id);
      return option === undefined ? [] : [option];
    });
  };
  const product = <P extends WireVariant>(p: P): P => ({ ...p, options: resolve(p['optionIds'], p.options), properties: resolve(p['propertyIds'], p.properties) });
  return elements.map((p) => ({ ...product(p), children: p.children.map(product) }));
}
