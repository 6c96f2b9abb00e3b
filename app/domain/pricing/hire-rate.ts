/**
 * What a hire of whole hours costs before surcharges, and the kilometres it includes
 * (docs/tariff.md §6). The full day is the better price from the hours where the hourly rate would
 * pass it: 9 hours cost the day's price (and include its kilometres), 11 hours the day and one hour.
 * A hire never costs more than a longer one, and the day option never more than its hours.
 * Shared by the estimate (server) and the hire-length list (browser), so both show one price.
 */
export interface HourlyRates {
  hourCents: number;
  kmIncludedPerHour: number;
  fullDay: { hours: number; cents: number; kmIncluded: number };
}

export function hireRate(
  hours: number,
  rates: HourlyRates,
): { cents: number; includedKm: number; dayRate: boolean } {
  const { hourCents, kmIncludedPerHour, fullDay } = rates;
  const byHour = hours * hourCents;
  const beyondDay = Math.max(0, hours - fullDay.hours);
  const byDay = fullDay.cents + beyondDay * hourCents;
  if (byDay < byHour) {
    return {
      cents: byDay,
      includedKm: Math.max(hours * kmIncludedPerHour, fullDay.kmIncluded + beyondDay * kmIncludedPerHour),
      dayRate: true,
    };
  }
  return { cents: byHour, includedKm: hours * kmIncludedPerHour, dayRate: false };
}
