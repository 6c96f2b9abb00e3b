import { useEffect, useState } from "react";

/** Whether JavaScript has taken over (false on the server and without JavaScript). */
export function useEnhanced() {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}
