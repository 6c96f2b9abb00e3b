import type { Dictionary } from "../fr";

export const map: Dictionary["map"] = {
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
};
