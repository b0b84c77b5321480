import * as v from 'valibot';
import { WireGroup, WireOption, type WireProduct, type WireVariant } from '../shopware-schemas.ts';

const WireEntities = v.looseObject({ entities: v.array(v.unknown()) });
const WireAlias = v.looseObject({ apiAlias: v.string() });

/**
 * Property options and groups of a search answer's entity aggregations (Shopware's `EntityAggregation` of
 * `property_group_option` and `property_group`), by id; entities of other kinds, and any that do not fit, are left
 * out (vendor data is not trusted).
 */
function attributeEntities(aggregations: unknown): { readonly options: ReadonlyMap<string, WireOption>; readonly groups: ReadonlyMap<string, WireGroup> } {
  const options = new Map<string, WireOption>();
  const groups = new Map<string, WireGroup>();
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
 * and groups as entity aggregations instead: the build's catalogue read, where the embedded associations repeated 200
 * options some 16,000 times, each with its whole group (two thirds of a 7 MB answer). A product that carries its own
 * `options` or `properties` keeps them; an answer without option entities is returned as it is.
 */
export function attributesFromAggregations(elements: readonly WireProduct[], aggregations: unknown): readonly WireProduct[] {
  const { options, groups } = attributeEntities(aggregations);
  if (options.size === 0) return elements;
  const withGroups = new Map<string, WireOption>();
  const resolve = (ids: readonly string[] | null | undefined, own: readonly WireOption[]): WireOption[] => {
    if (own.length > 0 || ids === null || ids === undefined) return [...own];
    return ids.flatMap((id) => {
      let option = withGroups.get(id);
      if (option === undefined) {
        const entity = options.get(id);
        if (entity === undefined) return [];
        option = { ...entity, group: entity.group ?? (typeof entity.groupId === 'string' ? groups.get(entity.groupId) : undefined) ?? null };
        withGroups.set(id, option);
      }
      return [option];
    });
  };
  const product = <P extends WireVariant>(p: P): P => ({ ...p, options: resolve(p.optionIds, p.options), properties: resolve(p.propertyIds, p.properties) });
  return elements.map((p) => ({ ...product(p), children: p.children.map(product) }));
}
