import { servicesUi } from "~/content/services-ui";
import { useLang } from "~/i18n";

/** The services pages' interface texts in the visitor's language. */
export function useServicesUi() {
  return servicesUi[useLang()];
}
