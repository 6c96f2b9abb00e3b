import type { Localized } from "./types";

/** Texts around the interactive maps (MapLibre or Google), for visitors and staff. */
export const mapUi: Localized<{
  unavailable: string;
  needsScript: string;
  departureMarker: string;
  arrivalMarker: string;
  /** MapLibre's own control labels */
  maplibre: Record<string, string>;
}> = {
  fr: {
    unavailable:
      "La carte n'a pas pu être chargée. Le trajet, la distance et le prix restent calculés normalement.",
    needsScript:
      "La carte interactive s'affiche lorsque JavaScript est activé. Le trajet, la distance et le prix restent calculés normalement.",
    departureMarker: "Départ",
    arrivalMarker: "Arrivée",
    maplibre: {
      "AttributionControl.ToggleAttribution": "Afficher ou masquer les crédits",
      "AttributionControl.MapFeedback": "Signaler une erreur sur la carte",
      "FullscreenControl.Enter": "Plein écran",
      "FullscreenControl.Exit": "Quitter le plein écran",
      "Map.Title": "Carte",
      "Marker.Title": "Repère",
      "NavigationControl.ResetBearing": "Faire glisser pour tourner la carte, cliquer pour revenir au nord",
      "NavigationControl.ZoomIn": "Zoomer",
      "NavigationControl.ZoomOut": "Dézoomer",
      "Popup.Close": "Fermer",
      "ScaleControl.Kilometers": "km",
      "ScaleControl.Meters": "m",
      "CooperativeGesturesHandler.WindowsHelpText": "Utilisez Ctrl + molette pour zoomer sur la carte",
      "CooperativeGesturesHandler.MacHelpText": "Utilisez ⌘ + molette pour zoomer sur la carte",
      "CooperativeGesturesHandler.MobileHelpText": "Utilisez deux doigts pour déplacer la carte",
    },
  },
  en: {
    unavailable: "The map could not be loaded. The route, distance and price are still calculated as usual.",
    needsScript:
      "The interactive map appears when JavaScript is enabled. The route, distance and price are still calculated as usual.",
    departureMarker: "Departure",
    arrivalMarker: "Arrival",
    maplibre: {
      "AttributionControl.ToggleAttribution": "Show or hide credits",
      "AttributionControl.MapFeedback": "Report a map error",
      "FullscreenControl.Enter": "Full screen",
      "FullscreenControl.Exit": "Exit full screen",
      "Map.Title": "Map",
      "Marker.Title": "Marker",
      "NavigationControl.ResetBearing": "Drag to rotate the map, click to reset north",
      "NavigationControl.ZoomIn": "Zoom in",
      "NavigationControl.ZoomOut": "Zoom out",
      "Popup.Close": "Close",
      "ScaleControl.Kilometers": "km",
      "ScaleControl.Meters": "m",
      "CooperativeGesturesHandler.WindowsHelpText": "Use Ctrl + scroll to zoom the map",
      "CooperativeGesturesHandler.MacHelpText": "Use ⌘ + scroll to zoom the map",
      "CooperativeGesturesHandler.MobileHelpText": "Use two fingers to move the map",
    },
  },
};
