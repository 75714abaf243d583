/**
 * Counts the turns of the event loop from now until `stop()`: a step that runs in one go (a parse
 * that never yields) lets none happen, so a count above 1 shows the work let other callbacks run.
 */
export function countEventLoopTurns(): { stop(): number } {
  let turns = 0;
  let counting = true;
  const count = () => {
    turns += 1;
    if (counting) setImmediate(count);
  };
  setImmediate(count);
  return {
    stop() {
      counting = false;
      return turns;
    },
  };
}
