import type { Plan } from '../../db/schema.ts';

export type AccessDecision = { allowed: true } | { allowed: false; reason: string; message: string };

/** Paths a Professional pack 2 key may write to: the activities resource only. */
const ACTIVITY_PATH = /^\/v1\/activities(\/|$|\?)/;

/**
 * The spec's plan and pack rules: trial and starter have no API access; enterprise has everything;
 * professional needs a pack (1: GET only; 2: GET plus POST/PUT on activities; 3: everything).
 */
export function decideAccess(plan: Plan, pack: number | null, method: string, path: string): AccessDecision {
  if (plan === 'trial' || plan === 'starter') {
    return {
      allowed: false,
      reason: 'plan',
      message: `The ${plan} plan has no API access; upgrade to Professional with an API pack or to Enterprise`,
    };
  }
  if (plan === 'enterprise') return { allowed: true };
  const read = method === 'GET' || method === 'HEAD';
  if (pack === 3) return { allowed: true };
  if (pack === 1) {
    return read
      ? { allowed: true }
      : { allowed: false, reason: 'api_pack', message: `API pack 1 is read-only: ${method} is not allowed` };
  }
  if (pack === 2) {
    if (read || ((method === 'POST' || method === 'PUT') && ACTIVITY_PATH.test(path))) return { allowed: true };
    return {
      allowed: false,
      reason: 'api_pack',
      message: `API pack 2 allows GET, and POST/PUT on activities only: ${method} ${path} is not allowed`,
    };
  }
  return { allowed: false, reason: 'plan', message: 'The Professional plan needs an API add-on pack for API access' };
}
