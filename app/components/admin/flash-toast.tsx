import { useEffect, useRef } from "react";
import { useToast } from "~/components/ui/toast";

/** A one-shot message, its text resolved on the server (the staff texts never reach public pages' JS). */
export interface FlashData {
  id: string;
  title: string;
  description?: string;
}

/** Shows, once, the toast a redirect asked for (sign-out, account created...). */
export function FlashToast({ flash }: { flash: FlashData | null | undefined }) {
  const toast = useToast();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!flash || shown.current === flash.id) return;
    shown.current = flash.id;
    toast({ title: flash.title, description: flash.description });
  }, [flash, toast]);
  return null;
}
