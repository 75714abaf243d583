import cronParser from 'cron-parser';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The shortest time between two fire times of a cron expression, in milliseconds, or null when the
 * expression cannot be read. Taken from the times of day it names (second × minute × hour): the
 * gaps between them, and from the last of one day to the first of the next (as if consecutive days
 * both fire, which is the shortest it can be). So '0,1 2 1 1 *' is 1 minute, though it fires twice
 * a year, and '0 2 * * *' is a day. Daylight-saving changes are not counted (India has none).
 */
export function shortestCronInterval(expression: string): number | null {
  let fields;
  try {
    fields = cronParser.parseExpression(expression).fields;
  } catch {
    return null;
  }
  const times: number[] = [];
  for (const hour of fields.hour)
    for (const minute of fields.minute)
      for (const second of fields.second) times.push(hour * 3600 + minute * 60 + second);
  times.sort((a, b) => a - b);
  let shortest = times[0]! + DAY_SECONDS - times.at(-1)!;
  for (let i = 1; i < times.length; i++) shortest = Math.min(shortest, times[i]! - times[i - 1]!);
  return shortest * 1000;
}
