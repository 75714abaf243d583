import type { Db } from '../database.ts';
import { calculateEmissions } from '../../jobs/calculation/calculate.ts';
import { FactorCatalog } from '../../jobs/calculation/resolve-factor.ts';
import type { ActivitySubmission } from '../../jobs/schemas/activity.ts';
import type { OrganizationSettings } from '../../jobs/schemas/organization-settings.ts';
import { allFactors } from './factors.ts';

/** A catalog snapshot bound to the calculation engine. */
export class LoadedCatalog {
  constructor(readonly catalog: FactorCatalog) {}

  calculate(submission: ActivitySubmission, settings: OrganizationSettings) {
    return calculateEmissions(submission, this.catalog, settings);
  }
}

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
      const catalog = allFactors(this.db).then((rows) => new LoadedCatalog(new FactorCatalog(rows)));
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
