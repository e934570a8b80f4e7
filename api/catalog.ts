// The product routes `npm start` mounts beside the gateway's own (accounts, keys, health, status,
// cities, OpenAPI). Each product adds its list here: `...panchangRoutes(deps)` and so on.
import type { CityDirectory } from './cities.ts';
import type { AnyRoute } from './route-spec.ts';

export interface ProductDeps {
  readonly cityDirectory: CityDirectory;
}

export function productRoutes(_deps: ProductDeps): AnyRoute[] {
  return [];
}
