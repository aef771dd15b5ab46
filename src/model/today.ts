/**
 * Today's date in China (YYYY-MM-DD), where the company and its certificates are: the day a
 * certificate's validity is judged on, whatever the time zone of the machine that builds.
 */
export function todayInChina(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
