// A time of day as families say it in Hindi (issue 33): the part of the day and the 12-hour clock, 'सुबह 10:00 बजे',
// 'दोपहर 1:30 बजे', 'शाम 4:30 बजे', 'रात 8:00 बजे'. The pages, the mails and the report's PDF all write times so.

const partOfDay = (hours: number) => (hours >= 4 && hours < 12 ? 'सुबह' : hours >= 12 && hours < 16 ? 'दोपहर' : hours >= 16 && hours < 20 ? 'शाम' : 'रात');

/** `hours` 0 to 23 and `minutes` 0 to 59 (India's time already) in Hindi. */
export function hindiClock(hours: number, minutes: number): string {
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${partOfDay(hours)} ${hour12}:${String(minutes).padStart(2, '0')} बजे`;
}

const indiaClock = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The time of day of `instant` in India, in Hindi: 'शाम 4:30 बजे'. */
export function hindiClockAt(instant: Date | string | number): string {
  const [hours = 0, minutes = 0] = indiaClock.format(new Date(instant)).split(':').map(Number);
  return hindiClock(hours, minutes);
}
