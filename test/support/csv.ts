/** 1,000 kWh… of Indian grid electricity in April 2024: CEA v21 FY2024-25, 0.7117 kg CO2/kWh. */
const GRID_KG_PER_KWH = 0.7117;

/**
 * A bulk CSV of `rows` electricity rows, every `badEvery`-th one with a negative quantity, and the
 * figures a correct import of it must give.
 */
export function electricityCsv(rows: number, badEvery = 0) {
  const lines = ['date,category,quantity,unit,amount'];
  let good = 0;
  let kwh = 0;
  for (let i = 1; i <= rows; i += 1) {
    const quantity = (i % 97) + 1;
    const bad = badEvery > 0 && i % badEvery === 0;
    lines.push(
      `2024-04-${String((i % 30) + 1).padStart(2, '0')},electricity,${bad ? -quantity : quantity},kWh,${quantity * 8}`,
    );
    if (!bad) {
      good += 1;
      kwh += quantity;
    }
  }
  return { csv: `${lines.join('\n')}\n`, good, bad: rows - good, kg: kwh * GRID_KG_PER_KWH };
}
