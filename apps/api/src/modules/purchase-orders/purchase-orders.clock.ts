/** The kitchen's clock: the day and time an instant reads in Spain (Europe/Madrid). */
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** `{day: "2026-03-09", time: "18:05"}` for an instant, in Madrid (summer time included). */
export function madridClock(at: Date): { day: string; time: string } {
  const values = Object.fromEntries(parts.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    day: `${values.year}-${values.month}-${values.day}`,
    time: `${values.hour}:${values.minute}`,
  };
}
