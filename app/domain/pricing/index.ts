export { estimate, EstimateInputSchema, findFixedFare, distanceCents, isNightTime, DateSchema, TimeSchema } from "./estimate";
export type { Estimate, EstimateInput, Surcharge } from "./estimate";
export { formatPrice } from "./format";
export { TARIFF, TariffSchema, estimatedCannesFestival, estimatedMonacoGrandPrix } from "./tariff";
export type { Tariff, TariffZone, FixedFare, TariffEvent } from "./tariff";
