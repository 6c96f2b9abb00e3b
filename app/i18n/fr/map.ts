/** Texts around the interactive maps (MapLibre or Google), for visitors and staff. */

export const map = {
  unavailable:
    "La carte n’a pas pu être chargée. Le trajet, la distance et le prix restent calculés normalement.",
  needsScript:
    "La carte interactive s’affiche lorsque JavaScript est activé. Le trajet, la distance et le prix restent calculés normalement.",
  departureMarker: "Départ",
  arrivalMarker: "Arrivée",
  /** MapLibre's own control labels */
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
};
