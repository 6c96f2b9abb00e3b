export type { Estimate, EstimateInput, Surcharge } from "./estimate";
export {
  DateSchema,
  distanceCents,
  EstimateInputSchema,
  estimate,
  findFixedFare,
  isNightTime,
  TimeSchema,
} from "./estimate";
export { formatPrice } from "./format";
export type { FixedFare, Tariff, TariffEvent, TariffZone } from "./tariff";
export { estimatedCannesFestival, estimatedMonacoGrandPrix, TARIFF, TariffSchema } from "./tariff";
