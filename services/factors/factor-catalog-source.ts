import type { Db } from '../../db/database.ts';
import { allFactors } from '../../db/queries/factors.ts';
import { LoadedCatalog } from '../../domain/calculation/loaded-catalog.ts';
import { FactorCatalog } from '../../domain/calculation/resolve-factor.ts';
import { factorFromRow } from './factor-rows.ts';

/**
 * The factor table held in memory (a few hundred rows) and re-read at most every `ttlMs`, so a
 * dataset loaded by another process is picked up without a restart. Factor rows are immutable,
 * so a slightly old snapshot never gives a wrong value, at worst an older version.
 */
export class FactorCatalogSource {
  private snapshot: { loadedAt: number; catalog: Promise<LoadedCatalog> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 60_000,
  ) {}

  current(): Promise<LoadedCatalog> {
    if (!this.snapshot || Date.now() - this.snapshot.loadedAt > this.ttlMs) {
      const catalog = allFactors(this.db).then((rows) => new LoadedCatalog(new FactorCatalog(rows.map(factorFromRow))));
      this.snapshot = { loadedAt: Date.now(), catalog };
      catalog.catch(() => {
        this.snapshot = null;
      });
    }
    return this.snapshot.catalog;
  }

  invalidate(): void {
    this.snapshot = null;
  }
}
