/** An OpenAPI document as far as its references go: paths and the components sections they point into. */
interface Referring {
  paths: Record<string, unknown>;
  components: Record<string, unknown>;
}

const COMPONENTS = '#/components/';

/** The component a `#/components/<section>/<name>` reference points to. */
function resolve(ref: string, components: Record<string, unknown>): unknown {
  const [section, name] = ref.slice(COMPONENTS.length).split('/');
  return (components[section!] as Record<string, unknown> | undefined)?.[name!];
}

/** Every `#/components/…` reference a value makes, directly or through the components it refers to. */
export function collectRefs(
  value: unknown,
  components: Record<string, unknown>,
  found = new Set<string>(),
): Set<string> {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, components, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENTS)) {
        if (!found.has(inner)) {
          found.add(inner);
          collectRefs(resolve(inner, components), components, found);
        }
      } else collectRefs(inner, components, found);
    }
  }
  return found;
}

/**
 * The document with only the components its paths use (security schemes aside, which operations
 * name without a reference): a document cut down to some paths keeps nothing of the others.
 */
export function withUsedComponents<T extends Referring>(doc: T): T {
  const used = collectRefs(doc.paths, doc.components);
  const components = Object.fromEntries(
    Object.entries(doc.components).map(([section, entries]) => {
      if (section === 'securitySchemes' || !entries || typeof entries !== 'object') return [section, entries];
      const kept = Object.entries(entries).filter(([name]) => used.has(`${COMPONENTS}${section}/${name}`));
      return [section, Object.fromEntries(kept)];
    }),
  );
  return { ...doc, components };
}
