/**
 * A 6-field cron (seconds first, UTC) that fires once a year: at the first whole second at or after
 * `at`. A schedule with it owes exactly one run in a test, and passes any minimum interval.
 */
export function onceAtCron(at: Date): string {
  const second = new Date(Math.ceil(at.getTime() / 1000) * 1000);
  return [
    second.getUTCSeconds(),
    second.getUTCMinutes(),
    second.getUTCHours(),
    second.getUTCDate(),
    second.getUTCMonth() + 1,
    '*',
  ].join(' ');
}
